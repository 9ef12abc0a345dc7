import { describe, expect, test } from 'vitest';
import { createJsonCache, createTtlCache } from './cache';

describe('createTtlCache', () => {
  test('answers from the copy within its lifetime, and loads again after it', async () => {
    let loads = 0;
    const cache = createTtlCache<number>(30);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get('a', load)).toBe(3);
  });

  test('with an endless lifetime a copy is kept until a change clears it', async () => {
    let loads = 0;
    const cache = createTtlCache<number>(Infinity);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    cache.invalidate();
    expect(await cache.get('a', load)).toBe(2);
  });

  test('a failed load is not remembered', async () => {
    const cache = createTtlCache<string>(10_000);
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', async () => 'fresh')).toBe('fresh');
  });

  test('a load that raced a write is not kept past it', async () => {
    const cache = createTtlCache<string>(10_000);
    let finish: (value: string) => void = () => undefined;
    const stale = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    finish('before the write');
    expect(await stale).toBe('before the write');
    expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
  });
});

describe('createJsonCache', () => {
  test('serialises once, with a strong ETag, and gzips a body worth it', async () => {
    const cache = createJsonCache(10_000);
    const small = await cache.get('small', async () => ({ ok: true }));
    expect(small.body).toBe('{"ok":true}');
    expect(small.etag).toMatch(/^"[\w-]+"$/);
    expect(small.gzip).toBeUndefined();
    const large = await cache.get('large', async () => ({ text: 'injera '.repeat(400) }));
    expect(large.gzip?.etag).toBe(`${large.etag.slice(0, -1)}-gzip"`);
    expect(large.gzip!.body.length).toBeLessThan(large.body.length);
  });
});

describe('bounds', () => {
  test('a byte budget keeps the least recently used values that fit, whatever the keys', async () => {
    const cache = createTtlCache<string>(10_000, { budget: { maxBytes: 1000, sizeOf: (value) => value.length } });
    const loads: string[] = [];
    const load = (key: string) => cache.get(key, async () => (loads.push(key), key.padEnd(300, '.')));
    await load('a');
    await load('b');
    await load('c');
    expect(cache.stats()).toEqual({ entries: 3, bytes: 900 });
    await load('a'); // from the cache, and now the most recently used
    await load('d'); // pushes out "b", the least recently used
    expect(cache.stats()).toEqual({ entries: 3, bytes: 900 });
    await load('a');
    await load('b');
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'b']);
    for (let i = 0; i < 500; i++) await load(`host-${i}.example`);
    expect(cache.stats().bytes).toBeLessThanOrEqual(1000);
    // A value larger than the whole budget is answered but not kept.
    expect(await cache.get('huge', async () => 'x'.repeat(5000))).toHaveLength(5000);
    expect(cache.stats().bytes).toBeLessThanOrEqual(1000);
  });

  test('without a byte budget, the number of entries is bounded', async () => {
    const cache = createTtlCache<number>(10_000, { maxEntries: 10 });
    for (let i = 0; i < 100; i++) await cache.get(String(i), async () => i);
    expect(cache.stats().entries).toBe(10);
  });
});
