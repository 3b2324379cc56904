import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The ?date= the home page's Start Countdown sends, read once; the address then loses it, so a
 * reload or a later change of date is not pulled back to the link's date.
 */
export function useRequestedDate(): string | null {
  const [params, setParams] = useSearchParams();
  const [requested] = useState(() => params.get('date'));
  useEffect(() => {
    if (!params.has('date')) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('date');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return requested;
}
