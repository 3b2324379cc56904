import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { Button, IconButton } from '@/ui/button';
import { DialogOverlay } from '@/ui/dialog';
import { CloseIcon } from '@/ui/icons';
import { venueCountLabel } from '../../utils/venue-count';

interface FiltersSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gives focus back to the Filters button (./filters-drawer) when the sheet closes. */
  focusTrigger: (event: Event) => void;
  total: number | undefined;
  moreThanTotal?: boolean;
  isSearching: boolean;
  children: ReactNode;
}

/**
 * The small-screen filters sheet, loaded on first open. Radix Dialog traps focus and closes on
 * Escape; focus goes back to the Filters button, which lives outside this chunk.
 */
export function FiltersSheet({ open, onOpenChange, focusTrigger, total, moreThanTotal, isSearching, children }: FiltersSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <StyledSheet aria-describedby={undefined} onCloseAutoFocus={focusTrigger}>
          <StyledHeader>
            <StyledTitle>Filters</StyledTitle>
            <Dialog.Close asChild>
              <IconButton $outline aria-label="Close filters">
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </StyledHeader>
          <StyledBody>{children}</StyledBody>
          <StyledFooter>
            <Dialog.Close asChild>
              <Button $block $size="lg" aria-busy={isSearching}>
                {showLabel(total, moreThanTotal, isSearching)}
              </Button>
            </Dialog.Close>
          </StyledFooter>
        </StyledSheet>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function showLabel(total: number | undefined, moreThanTotal: boolean | undefined, isSearching: boolean): string {
  if (total === undefined || isSearching) return 'Show venues';
  return `Show ${venueCountLabel(total, moreThanTotal)}`;
}

const slideUp = keyframes`from { transform: translateY(100%); } to { transform: translateY(0); }`;

const StyledSheet = styled(Dialog.Content)`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  display: flex;
  flex-direction: column;
  max-height: 92dvh;
  border-radius: ${({ theme }) => theme.radii.xl} ${({ theme }) => theme.radii.xl} 0 0;
  background: ${({ theme }) => theme.colors.cream};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &[data-state='open'] { animation: ${slideUp} ${({ theme }) => theme.transitions.slide}; }
  &:focus-visible { outline: none; }

  ${({ theme }) => theme.media.md} {
    left: auto;
    top: 0;
    width: 26rem;
    max-height: none;
    border-radius: 0;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const StyledTitle = styled(Dialog.Title)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledBody = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[5]};
`;

const StyledFooter = styled.div`
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
