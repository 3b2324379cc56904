import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '../utils/countdown-timing';

/** The current instant, read again every tick while the component is shown. */
export function useNow(tickMs: number = COUNTDOWN_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}
