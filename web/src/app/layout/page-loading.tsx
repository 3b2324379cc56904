import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '@/ui/visually-hidden';

/** Shown while a page's code loads; it appears only after a short delay to avoid flashes. */
export function PageLoading() {
  return (
    <StyledWrap role="status" data-page-loading>
      <StyledSpinner aria-hidden="true" />
      <VisuallyHidden>Loading page…</VisuallyHidden>
    </StyledWrap>
  );
}

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledWrap = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
  opacity: 0;
  animation: ${appear} 200ms ease 300ms forwards;
`;

const StyledSpinner = styled.span`
  width: ${({ theme }) => theme.space[10]};
  height: ${({ theme }) => theme.space[10]};
  border: 3px solid ${({ theme }) => theme.colors.sageLight};
  border-top-color: ${({ theme }) => theme.colors.oak};
  border-radius: ${({ theme }) => theme.radii.pill};
  animation: ${spin} 0.8s linear infinite;
`;
