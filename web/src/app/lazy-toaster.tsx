import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from '@/ui/toast/use-toast';

// The toaster (Radix Toast) is not part of the first paint: its chunk loads once the page is idle,
// or at once when something raises a toast before then. The toast store itself is tiny and eager,
// so `toast()` works from the first render.
const Toaster = lazy(async () => ({ default: (await import('@/ui/toast/toaster')).Toaster }));

export function LazyToaster() {
  const { toasts } = useToast();
  const idle = useIdle();
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** True once the browser has been idle after the first paint (or 2 s have passed). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
