import type { ThrottlePolicy } from './account.js';

/**
 * The pause owed after `failures` failures: none before the free ones are used up, then the first
 * delay, doubling with each further failure up to the cap.
 */
export function throttleDelaySeconds(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.firstDelaySeconds * 2 ** (failures - policy.freeFailures), policy.maxDelaySeconds);
}

/**
 * Seconds still to wait before an attempt that follows `failuresBefore` failures, the last of them
 * at `lastFailureAt`; 0 when the attempt may go ahead.
 */
export function secondsToWait(failuresBefore: number, lastFailureAt: Date | null, now: Date, policy: ThrottlePolicy): number {
  if (!lastFailureAt) return 0;
  const readyAt = lastFailureAt.getTime() + throttleDelaySeconds(failuresBefore, policy) * 1000;
  return Math.max(0, Math.ceil((readyAt - now.getTime()) / 1000));
}

/** "45 seconds", "2 minutes": how long to wait, as people say it. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * The failure-counter keys of one sign-in attempt: the client at that account, and the client.
 * Every pair of one account ends with signInAccountKeySuffix(email), whatever the client.
 */
export function signInKeys(clientKey: string, email: string): { clientAndAccount: string; client: string } {
  return { clientAndAccount: `signin:client:${clientKey}${signInAccountKeySuffix(email)}`, client: `signin:client:${clientKey}` };
}

export function signInAccountKeySuffix(email: string): string {
  return `:account:${email.trim().toLowerCase()}`;
}
