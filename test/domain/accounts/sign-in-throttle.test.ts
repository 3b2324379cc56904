import { describe, expect, it } from '@jest/globals';
import { SIGN_IN_THROTTLE, type ThrottlePolicy } from '../../../domain/accounts/account.js';
import { secondsToWait, throttleDelaySeconds, waitText } from '../../../domain/accounts/sign-in-throttle.js';

const policy: ThrottlePolicy = { freeFailures: 3, firstDelaySeconds: 30, maxDelaySeconds: 300 };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 18, 0, seconds));

describe('throttleDelaySeconds', () => {
  it('owes no pause before the free failures are used up, then doubles from the first delay up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map((failures) => throttleDelaySeconds(failures, policy))).toEqual([0, 0, 0, 30, 60, 120, 240, 300, 300]);
  });

  it('gives one client at one account fewer free failures than one client over all accounts', () => {
    expect(SIGN_IN_THROTTLE.clientAndAccount.freeFailures).toBeLessThan(SIGN_IN_THROTTLE.client.freeFailures);
  });
});

describe('secondsToWait', () => {
  it('counts the pause from the last failure', () => {
    expect(secondsToWait(3, at(0), at(10), policy)).toBe(20);
    expect(secondsToWait(3, at(0), at(30), policy)).toBe(0);
    expect(secondsToWait(2, at(0), at(0), policy)).toBe(0);
    expect(secondsToWait(0, null, at(0), policy)).toBe(0);
  });
});

describe('waitText', () => {
  it('says seconds under a minute and whole minutes, rounded up, beyond', () => {
    expect([1, 45, 60, 61, 900].map(waitText)).toEqual(['1 second', '45 seconds', '1 minute', '2 minutes', '15 minutes']);
  });
});
