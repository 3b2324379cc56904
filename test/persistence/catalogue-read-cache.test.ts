import { describe, expect, it } from '@jest/globals';
import type { CatalogueChangeFeed } from '../../adapters/persistence/read-cache/catalogue-change-feed.js';
import { CatalogueReadCache } from '../../adapters/persistence/read-cache/catalogue-read-cache.js';
import { noticeStatement } from '../../adapters/persistence/read-cache/local-catalogue-writes.js';
import { fakeFeed } from '../support/fake-change-feed.js';

function counter<T>(value: () => T) {
  const load = { calls: 0, run: async () => (load.calls += 1, value()) };
  return load;
}

function cacheOn(feed: CatalogueChangeFeed, inTransaction = () => false) {
  return new CatalogueReadCache(feed, { inTransaction });
}

describe('the catalogue read cache', () => {
  it('answers a second read of the same key without loading again', async () => {
    const cache = cacheOn(fakeFeed());
    const load = counter(() => ({ name: 'Vista Ridge' }));
    expect(await cache.read('venue:1', load.run)).toEqual({ name: 'Vista Ridge' });
    expect(await cache.read('venue:1', load.run)).toEqual({ name: 'Vista Ridge' });
    expect(load.calls).toBe(1);
    cache.close();
  });

  it('loads again after the database says the catalogue changed', async () => {
    const feed = fakeFeed();
    const cache = cacheOn(feed);
    let name = 'Vista Ridge';
    const load = counter(() => ({ name }));
    await cache.read('venue:1', load.run);
    name = 'Vista Ridge Ranch';
    feed.change();
    expect(await cache.read('venue:1', load.run)).toEqual({ name: 'Vista Ridge Ranch' });
    expect(load.calls).toBe(2);
    cache.close();
  });

  it('returns but never keeps a read that was in flight when a change arrived', async () => {
    const feed = fakeFeed();
    const cache = cacheOn(feed);
    let release!: () => void;
    const slow = cache.read('venue:1', () => new Promise<string>((resolve) => (release = () => resolve('before the change'))));
    feed.change();
    release();
    expect(await slow).toBe('before the change');
    expect(await cache.read('venue:1', async () => 'after the change')).toBe('after the change');
    cache.close();
  });

  it('serves nothing from memory while the feed cannot hear changes', async () => {
    const feed = fakeFeed();
    const cache = cacheOn(feed);
    const load = counter(() => 'fresh');
    feed.listening = false;
    await cache.read('venue:1', load.run);
    await cache.read('venue:1', load.run);
    expect(load.calls).toBe(2);
    expect(cache.size).toBe(0);
    cache.close();
  });

  it('leaves reads inside a transaction to the database', async () => {
    const cache = cacheOn(fakeFeed(), () => true);
    const load = counter(() => 'fresh');
    await cache.read('venue:1', load.run);
    await cache.read('venue:1', load.run);
    expect(load.calls).toBe(2);
    cache.close();
  });

  it("forgets at once when this process writes to a catalogue table, and ignores other statements", async () => {
    const cache = cacheOn(fakeFeed());
    const load = counter(() => 'fresh');
    await cache.read('venue:1', load.run);
    noticeStatement('select * from venue where id = $1');
    noticeStatement('insert into guest (id, name) values ($1, $2)');
    await cache.read('venue:1', load.run);
    expect(load.calls).toBe(1);
    noticeStatement('update "venue" set "name" = $1 where "id" = $2');
    await cache.read('venue:1', load.run);
    expect(load.calls).toBe(2);
    cache.close();
  });

  it('hands out frozen answers, so one request cannot change what the next one reads', async () => {
    const cache = cacheOn(fakeFeed());
    const venue = await cache.read('venue:1', async () => ({ images: ['a.jpg'] }));
    expect(() => venue.images.push('b.jpg')).toThrow(TypeError);
    cache.close();
  });

  it('keeps answers up to a total size as JSON, dropping the least recently read first', async () => {
    const cache = new CatalogueReadCache(fakeFeed(), { inTransaction: () => false, maxJsonChars: 100 });
    const first = counter(() => 'a'.repeat(58));
    const second = counter(() => 'b'.repeat(58));
    await cache.read('search:first', first.run);
    await cache.read('search:second', second.run);
    await cache.read('search:second', second.run);
    await cache.read('search:first', first.run);
    expect(second.calls).toBe(1);
    expect(first.calls).toBe(2);
    expect(cache.size).toBe(1);
    cache.close();
  });

  it('keeps an answer asked to be kept when read again only from its second read', async () => {
    const cache = cacheOn(fakeFeed());
    const once = counter(() => ({ page: 1 }));
    const again = { keepWhenReadAgain: true };
    await cache.read('search:once', once.run, again);
    expect(cache.size).toBe(0);
    await cache.read('search:once', once.run, again);
    await cache.read('search:once', once.run, again);
    expect(once.calls).toBe(2);
    expect(cache.size).toBe(1);
    cache.close();
  });

  it('never keeps an answer larger than the whole bound', async () => {
    const cache = new CatalogueReadCache(fakeFeed(), { inTransaction: () => false, maxJsonChars: 100 });
    const large = counter(() => 'c'.repeat(200));
    expect(await cache.read('vendors:all', large.run)).toHaveLength(200);
    await cache.read('vendors:all', large.run);
    expect(large.calls).toBe(2);
    cache.close();
  });
});
