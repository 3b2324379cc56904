import { lazy, Suspense, useRef, useState } from 'react';
import { IconButton } from '@/ui/button';
import { MenuIcon } from '@/ui/icons';

// The side menu's panel (Radix Dialog and its focus trap) is not needed for the first paint: its
// chunk loads on the first press of the button, or on hover/touch/focus just before it.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(async () => ({ default: (await loadPanel()).MobileMenuPanel }));

/** The small-screen menu button; the panel itself is ./mobile-menu-panel. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <IconButton
        ref={triggerRef}
        $outline
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
