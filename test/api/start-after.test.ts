import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startAfter } from '../../adapters/runtime/start-after.js';

describe('startAfter', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('starts only once the delay has passed', async () => {
    const start = jest.fn(async () => {});
    startAfter(1_000, start, () => {});
    await jest.advanceTimersByTimeAsync(999);
    expect(start).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts when stopped before the delay', async () => {
    const start = jest.fn(async () => {});
    await startAfter(1_000, start, () => {}).stop();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(start).not.toHaveBeenCalled();
  });

  it('waits, when stopped during the start, for the start to end', async () => {
    let finish!: () => void;
    const events: string[] = [];
    const delayed = startAfter(10, () => new Promise<void>((resolve) => (finish = () => (events.push('started'), resolve()))), () => {});
    await jest.advanceTimersByTimeAsync(10);
    const stopped = delayed.stop().then(() => events.push('stopped'));
    await Promise.resolve();
    expect(events).toEqual([]);
    finish();
    await stopped;
    expect(events).toEqual(['started', 'stopped']);
  });

  it('hands a failed start to onFailure, and its stop still resolves', async () => {
    const failures: unknown[] = [];
    const delayed = startAfter(10, async () => { throw new Error('no database'); }, (error) => failures.push(error));
    await jest.advanceTimersByTimeAsync(10);
    await delayed.stop();
    expect(failures).toEqual([new Error('no database')]);
  });
});
