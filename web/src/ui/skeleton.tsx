import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

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

/** Placeholders stacked in a column. */
export const SkeletonStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

interface LoadingShapeProps {
  /** Read out while the page loads ("Loading booking…"). */
  label: string;
  /** The placeholders, hidden from screen readers. */
  children: ReactNode;
  className?: string;
}

/** A page's shape while it loads, so nothing jumps when the data arrives. */
export function LoadingShape({ label, children, className }: LoadingShapeProps) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** An eyebrow, a title and an intro line, at the given widths. */
export function HeadingSkeleton({ widths, className }: { widths: readonly [string, string, string]; className?: string }) {
  const [eyebrow, title, intro] = widths;
  return (
    <SkeletonStack className={className}>
      <Skeleton $width={eyebrow} />
      <Skeleton $width={title} $height="2.5rem" />
      <Skeleton $width={intro} />
    </SkeletonStack>
  );
}
