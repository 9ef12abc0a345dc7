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
