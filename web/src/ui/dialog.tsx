import { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { css, keyframes } from 'styled-components';
import { IconButton } from './button';
import { CloseIcon } from './icons';
import { dismissToast } from './toast/use-toast';

// A modal dialog on Radix: focus trap, Escape and backdrop close, focus returned to the
// opener. A centred panel from tablet width up; a full-screen scrolling sheet on a phone.
// Radix returns focus only to its own Trigger; our dialogs are opened by state (a row's
// Edit button, an Add Guest button), so the surface remembers whatever had focus instead.
// A toast still showing when a dialog opens is closed: outside the modal it can be neither read
// by a screen reader nor closed, and on a phone it covers the sheet's last lines.

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
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <DialogOverlay />
      <StyledPanel
        $size={size}
        className={className}
        {...describedBy}
        // Runs before focus moves in: what has focus now is what opened the dialog.
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          dismissToast();
        }}
        onCloseAutoFocus={(event) => {
          const target = opener.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        {children}
        <RadixDialog.Close asChild>
          <StyledClose $outline aria-label={closeLabel}>
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

/** The dimmed page behind a dialog, a sheet or the mobile menu. */
export const DialogOverlay = styled(RadixDialog.Overlay)`
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

const StyledClose = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  z-index: ${({ theme }) => theme.zIndices.raised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
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
