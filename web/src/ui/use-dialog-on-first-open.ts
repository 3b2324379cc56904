import { useRef, useState } from 'react';

/**
 * A button that opens a dialog kept in a chunk of its own (Radix Dialog and its focus trap are not
 * needed for the first paint): the chunk loads on the first press, or on hover, touch or focus just
 * before it, and the dialog is mounted from the first press on, so it can animate out and keep its
 * state. The dialog gives focus back through `triggerRef` (it has no Dialog.Trigger of its own).
 */
export function useDialogOnFirstOpen(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const prefetch = () => void load();
  const triggerProps = {
    ref: triggerRef,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'data-state': open ? 'open' : 'closed',
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => {
      setMounted(true);
      setOpen(true);
    },
  };
  return { open, setOpen, mounted, triggerRef, triggerProps };
}
