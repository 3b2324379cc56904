import type { Clock } from '../../domain/shared/clock.js';
import { SystemClock } from './system-clock.js';

/** The server's clock set to start at another moment; it then runs on like the system clock. */
export class ShiftedClock implements Clock {
  private readonly offsetMs: number;

  constructor(start: Date) {
    this.offsetMs = start.getTime() - Date.now();
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

/**
 * HCW_NOW (an ISO date-time) starts the clock at that moment, so an operator or a test can
 * rehearse what happens later (a reminder due in April) without waiting. Unset, the system clock.
 * Never set it in production: bookings and mail would be dated wrong.
 */
export function clockFromEnv(env: NodeJS.ProcessEnv): { clock: Clock; shifted: boolean } {
  const raw = env.HCW_NOW?.trim();
  if (!raw) return { clock: new SystemClock(), shifted: false };
  const start = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(start.getTime())) {
    throw new Error(`HCW_NOW must be an ISO date-time such as 2027-04-08T16:00:00Z (got "${raw}").`);
  }
  return { clock: new ShiftedClock(start), shifted: true };
}
