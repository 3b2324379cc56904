import { useRef, useState } from 'react';

/**
 * A button that opens a dialog kept in a chunk of its own (Radix Dialog and its focus trap are not
 * needed for the first paint): the chunk loads on the first press, or on hover, touch or focus just
 * before it, and the dialog is mounted from the first press on, so it can animate out and keep its
 * state. The dialog has no Dialog.Trigger of its own: its onCloseAutoFocus calls `focusTrigger`.
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
  /** Focus back on the button when the dialog closes, in place of Radix's own (it knows no trigger). */
  const focusTrigger = (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };
  return { open, setOpen, mounted, triggerProps, focusTrigger };
}
