import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { CloseIcon } from './icons';

// A modal dialog on Radix: focus trap, Escape and backdrop close, focus returned to the
// opener. A centred panel from tablet width up; a full-screen scrolling sheet on a phone.

export type DialogSize = 'md' | 'lg' | 'xl';

const widths: Record<DialogSize, string> = { md: '34rem', lg: '48rem', xl: '68rem' };

export const DialogRoot = RadixDialog.Root;
export const DialogTitle = RadixDialog.Title;
export const DialogDescription = RadixDialog.Description;
export const DialogClose = RadixDialog.Close;

interface DialogSurfaceProps {
  children: ReactNode;
  size?: DialogSize;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** True when a DialogDescription is inside; otherwise the panel has no description. */
  hasDescription?: boolean;
  className?: string;
}

/** The overlay, the panel and its close button; put a DialogTitle inside. */
export function DialogSurface({ children, size = 'md', closeLabel = 'Close', hasDescription = false, className }: DialogSurfaceProps) {
  // Radix links a DialogDescription by itself; without one, say so to silence its warning.
  const describedBy = hasDescription ? {} : { 'aria-describedby': undefined };
  return (
    <RadixDialog.Portal>
      <StyledOverlay />
      <StyledPanel $size={size} className={className} {...describedBy}>
        {children}
        <RadixDialog.Close asChild>
          <StyledClose type="button" aria-label={closeLabel}>
            <CloseIcon />
          </StyledClose>
        </RadixDialog.Close>
      </StyledPanel>
    </RadixDialog.Portal>
  );
}

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  size?: DialogSize;
  children: ReactNode;
}

/** A dialog with the standard header: a title and an optional line under it. */
export function Dialog({ open, onOpenChange, title, description, size = 'md', children }: DialogProps) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogSurface size={size} hasDescription={Boolean(description)}>
        <StyledHeader>
          <StyledTitle>{title}</StyledTitle>
          {description && <StyledDescription>{description}</StyledDescription>}
        </StyledHeader>
        <StyledBody>{children}</StyledBody>
      </DialogSurface>
    </DialogRoot>
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const riseIn = keyframes`from { opacity: 0; transform: translateY(1.5rem); } to { opacity: 1; transform: none; }`;
const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const StyledOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.backdrop};
  &[data-state='open'] { animation: ${fadeIn} ${({ theme }) => theme.transitions.base}; }
  &[data-state='closed'] { animation: ${fadeOut} ${({ theme }) => theme.transitions.base}; }
`;

const StyledPanel = styled(RadixDialog.Content)<{ $size: DialogSize }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.surface};
  &[data-state='open'] { animation: ${riseIn} ${({ theme }) => theme.transitions.slide}; }
  &[data-state='closed'] { animation: ${fadeOut} ${({ theme }) => theme.transitions.fast}; }
  &:focus-visible { outline: none; }

  ${({ theme, $size }) => css`
    ${theme.media.md} {
      inset: auto;
      top: 50%;
      left: 50%;
      width: min(${widths[$size]}, calc(100vw - ${theme.space[12]}));
      max-height: calc(100vh - ${theme.space[12]});
      border-radius: ${theme.radii.xl};
      box-shadow: ${theme.shadows.lg};
      transform: translate(-50%, -50%);
      &[data-state='open'] { animation: ${popIn} ${theme.transitions.slide}; }
    }
  `}
`;

const StyledClose = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  z-index: ${({ theme }) => theme.zIndices.raised};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.control};
  height: ${({ theme }) => theme.sizes.control};
  padding: 0;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.oakDeep};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.creamDeep}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[8]};
  }
`;

const StyledTitle = styled(RadixDialog.Title)`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const StyledDescription = styled(RadixDialog.Description)`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[8]};
  }
`;
