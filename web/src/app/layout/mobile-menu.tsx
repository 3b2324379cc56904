import { lazy, Suspense } from 'react';
import { IconButton } from '@/ui/button';
import { MenuIcon } from '@/ui/icons';
import { useDialogOnFirstOpen } from '@/ui/use-dialog-on-first-open';

// The side menu's panel (Radix Dialog and its focus trap) is not needed for the first paint.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(async () => ({ default: (await loadPanel()).MobileMenuPanel }));

/** The small-screen menu button; the panel itself is ./mobile-menu-panel. */
export function MobileMenu() {
  const { open, setOpen, mounted, triggerProps, focusTrigger } = useDialogOnFirstOpen(loadPanel);
  return (
    <>
      <IconButton {...triggerProps} $outline aria-label="Open menu">
        <MenuIcon />
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} focusTrigger={focusTrigger} />
        </Suspense>
      )}
    </>
  );
}
