import { useEffect, useState } from 'react';

/** The time, updated every `intervalMs`, so "5m ago" keeps counting while the tab stays open. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
