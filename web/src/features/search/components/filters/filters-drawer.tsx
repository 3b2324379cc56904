import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button';
import { FilterIcon } from '@/ui/icons';
import { useDialogOnFirstOpen } from '@/ui/use-dialog-on-first-open';
import { VisuallyHidden } from '@/ui/visually-hidden';

// The sheet (Radix Dialog and its focus trap) is not needed for the search page's first paint.
const loadSheet = () => import('./filters-sheet');
const FiltersSheet = lazy(async () => ({ default: (await loadSheet()).FiltersSheet }));

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
 * bottom (./filters-sheet). Filters apply as they change; the button at the foot closes the
 * sheet on the results.
 */
export function FiltersDrawer({ activeCount, total, moreThanTotal, isSearching, children }: FiltersDrawerProps) {
  const { open, setOpen, mounted, triggerProps, focusTrigger } = useDialogOnFirstOpen(loadSheet);
  return (
    <>
      <Button {...triggerProps} $variant="outline">
        <FilterIcon />
        Filters
        {activeCount > 0 && (
          <>
            <StyledCount aria-hidden="true">{activeCount}</StyledCount>
            <VisuallyHidden>({activeCount} active)</VisuallyHidden>
          </>
        )}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <FiltersSheet open={open} onOpenChange={setOpen} focusTrigger={focusTrigger} total={total} moreThanTotal={moreThanTotal} isSearching={isSearching}>
            {children}
          </FiltersSheet>
        </Suspense>
      )}
    </>
  );
}

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
