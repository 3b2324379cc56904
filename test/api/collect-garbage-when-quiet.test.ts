import http from 'node:http';
import type net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { type QuietCollection, collectGarbageWhenQuiet } from '../../adapters/runtime/collect-garbage-when-quiet.js';

// Quiet is 300 ms here: long enough that a busy test machine does not make a pause between two requests look like quiet.
const policy = { busyRequests: 5, quietMs: 300, heavyWorkMs: 1_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long enough for the quiet to be noticed (the watch looks every quietMs / 2). */
const quietPasses = () => sleep(policy.quietMs * 3);

describe('collectGarbageWhenQuiet', () => {
  let server: http.Server;
  let url: string;
  let collections: number;
  let watch: QuietCollection;

  beforeEach(async () => {
    server = http.createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    collections = 0;
    watch = collectGarbageWhenQuiet(server, { policy, collect: () => (collections += 1) });
  });

  afterEach(async () => {
    watch.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  const requests = async (count: number) => {
    for (let i = 0; i < count; i += 1) await (await fetch(url)).text();
  };

  it('collects once when a busy spell is followed by quiet, and not again while it stays quiet', async () => {
    await requests(5);
    await quietPasses();
    expect(collections).toBe(1);
    await quietPasses();
    expect(collections).toBe(1);
  });

  it('leaves the heap alone after a few requests that make no busy spell', async () => {
    await requests(4);
    await quietPasses();
    expect(collections).toBe(0);
  });

  it('waits while requests keep coming, and collects when they stop', async () => {
    const until = Date.now() + policy.quietMs * 4;
    while (Date.now() < until) {
      await requests(1);
      await sleep(policy.quietMs / 5);
    }
    expect(collections).toBe(0);
    await quietPasses();
    expect(collections).toBe(1);
  });

  it("collects at once after an operator's long command, though requests keep coming", async () => {
    await requests(1);
    watch.workDone(policy.heavyWorkMs);
    await sleep(20);
    expect(collections).toBe(1);
    await requests(1);
    await quietPasses();
    expect(collections).toBe(1);
  });

  it('counts a short command as one request', async () => {
    for (let i = 0; i < policy.busyRequests - 1; i += 1) watch.workDone(policy.heavyWorkMs - 1);
    await quietPasses();
    expect(collections).toBe(0);
    await requests(1);
    await quietPasses();
    expect(collections).toBe(1);
  });

  it('counts a new busy spell from the last collection', async () => {
    await requests(5);
    await quietPasses();
    await requests(4);
    await quietPasses();
    expect(collections).toBe(1);
    await requests(1);
    await quietPasses();
    expect(collections).toBe(2);
  });
});
