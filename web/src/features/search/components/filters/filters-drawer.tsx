import { useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { Button, IconButton } from '@/ui/button';
import { DialogOverlay } from '@/ui/dialog';
import { CloseIcon, FilterIcon } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { venueCountLabel } from '../../utils/venue-count';

interface FiltersDrawerProps {
  /** Filters in use, shown on the button. */
  activeCount: number;
  /** Venues that fit the filters as they stand; undefined while unknown. */
  total: number | undefined;
  /** The server stopped counting: the button reads "Show 1,000+ venues". */
  moreThanTotal?: boolean;
  isSearching: boolean;
  children: ReactNode;
}

/**
 * On small screens the filters fold away behind a button and open in a sheet from the
 * bottom. Filters apply as they change; the button at the foot closes the sheet on the
 * results. Radix Dialog traps focus, closes on Escape and returns focus to the button.
 */
export function FiltersDrawer({ activeCount, total, moreThanTotal, isSearching, children }: FiltersDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button $variant="outline">
          <FilterIcon />
          Filters
          {activeCount > 0 && (
            <>
              <StyledCount aria-hidden="true">{activeCount}</StyledCount>
              <VisuallyHidden>({activeCount} active)</VisuallyHidden>
            </>
          )}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <StyledSheet aria-describedby={undefined}>
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

const StyledCount = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.35rem;
  height: 1.35rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.oak};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

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
