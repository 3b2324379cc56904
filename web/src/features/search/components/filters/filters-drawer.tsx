import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from '../../../../ui/button';
import { CloseIcon } from '../../../../ui/icons';
import { VisuallyHidden } from '../../../../ui/visually-hidden';

interface FiltersDrawerProps {
  /** Filters in use, shown on the button. */
  activeCount: number;
  /** Venues that fit the filters as they stand; undefined while unknown. */
  total: number | undefined;
  isSearching: boolean;
  children: ReactNode;
}

/**
 * On small screens the filters fold away behind a button and open in a sheet from the
 * bottom. Filters apply as they change; the button at the foot closes the sheet on the
 * results. Radix Dialog traps focus, closes on Escape and returns focus to the button.
 */
export function FiltersDrawer({ activeCount, total, isSearching, children }: FiltersDrawerProps) {
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
        <StyledOverlay />
        <StyledSheet aria-describedby={undefined}>
          <StyledHeader>
            <StyledTitle>Filters</StyledTitle>
            <Dialog.Close asChild>
              <StyledClose type="button" aria-label="Close filters">
                <CloseIcon />
              </StyledClose>
            </Dialog.Close>
          </StyledHeader>
          <StyledBody>{children}</StyledBody>
          <StyledFooter>
            <Dialog.Close asChild>
              <Button $block $size="lg" aria-busy={isSearching}>
                {showLabel(total, isSearching)}
              </Button>
            </Dialog.Close>
          </StyledFooter>
        </StyledSheet>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function showLabel(total: number | undefined, isSearching: boolean): string {
  if (total === undefined || isSearching) return 'Show venues';
  return `Show ${total.toLocaleString('en-US')} ${total === 1 ? 'venue' : 'venues'}`;
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
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

const StyledOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.backdrop};
  &[data-state='open'] { animation: ${fadeIn} ${({ theme }) => theme.transitions.base}; }
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

const StyledClose = styled.button`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.control};
  height: ${({ theme }) => theme.sizes.control};
  padding: 0;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.oakDeep};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.creamDeep}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
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
