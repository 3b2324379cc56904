import * as RadixToast from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';
import { CloseIcon } from '../icons';
import { TOAST_DURATION_MS, useToast, type ToastVariant } from './use-toast';

/** Swipe right at least this far to dismiss (spec). */
const SWIPE_THRESHOLD_PX = 50;

export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map((item) => (
        <StyledRoot
          key={item.id}
          open={item.open}
          duration={item.duration}
          $variant={item.variant}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
        >
          <StyledText>
            <StyledTitle>{item.title}</StyledTitle>
            {item.description && <StyledDescription>{item.description}</StyledDescription>}
          </StyledText>
          <StyledClose aria-label="Close notification">
            <CloseIcon strokeWidth={2} />
          </StyledClose>
        </StyledRoot>
      ))}
      <StyledViewport hotkey={['F8']} label="Notifications ({hotkey})" />
    </RadixToast.Provider>
  );
}

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 1.5rem)); }
  to { transform: translateX(0); }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + 1.5rem)); }
`;

const StyledViewport = styled(RadixToast.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  max-width: 100vw;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  outline: none;

  ${({ theme }) => theme.media.md} {
    max-width: ${({ theme }) => theme.sizes.toastMax};
  }
`;

const variantStyles = {
  default: css`
    border-color: ${({ theme }) => theme.colors.border};
  `,
  success: css`
    border-color: ${({ theme }) => theme.colors.sage};
    border-left: 4px solid ${({ theme }) => theme.colors.success};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.white};
  `,
} satisfies Record<ToastVariant, unknown>;

const StyledRoot = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ $variant }) => variantStyles[$variant]}

  &[data-state='open'] { animation: ${slideIn} ${({ theme }) => theme.transitions.slide}; }
  &[data-state='closed'] { animation: ${fadeOut} 150ms ease-in; }
  &[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
  &[data-swipe='cancel'] { transform: translateX(0); transition: transform 200ms ease-out; }
  &[data-swipe='end'] { animation: ${swipeOut} 100ms ease-out; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const StyledText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  /* A long unbroken name in a welcome breaks rather than running out of the toast. */
  min-width: 0;
  overflow-wrap: anywhere;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledTitle = styled(RadixToast.Title)`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled(RadixToast.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.85;
`;

const StyledClose = styled(RadixToast.Close)`
  display: grid;
  place-items: center;
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.7;
  &:hover { opacity: 1; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;
