import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A placeholder block; size it with width/height props or a wrapping layout. */
export const Skeleton = styled.span<{ $width?: string; $height?: string; $ratio?: string; $round?: boolean }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height, $ratio, theme }) => $height ?? ($ratio ? 'auto' : theme.space[4])};
  aspect-ratio: ${({ $ratio }) => $ratio ?? 'auto'};
  border-radius: ${({ $round, theme }) => ($round ? theme.radii.pill : theme.radii.sm)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonShine} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
