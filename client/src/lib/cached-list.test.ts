import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { removeFromCachedList, replaceInCachedList } from './cached-list';

const KEY = ['/api/admin/reservations'] as const;

describe('cached lists', () => {
  test('a saved row replaces the row with its id, in place', () => {
    const client = new QueryClient();
    client.setQueryData(KEY, [
      { id: 1, status: 'pending' },
      { id: 2, status: 'pending' },
    ]);
    replaceInCachedList(client, KEY, { id: 2, status: 'confirmed' });
    expect(client.getQueryData(KEY)).toEqual([
      { id: 1, status: 'pending' },
      { id: 2, status: 'confirmed' },
    ]);
  });

  test('a deleted row leaves the list', () => {
    const client = new QueryClient();
    client.setQueryData(KEY, [{ id: 1 }, { id: 2 }]);
    removeFromCachedList(client, KEY, 1);
    expect(client.getQueryData(KEY)).toEqual([{ id: 2 }]);
  });

  test('a list not loaded yet stays unloaded', () => {
    const client = new QueryClient();
    replaceInCachedList(client, KEY, { id: 1 });
    removeFromCachedList(client, KEY, 1);
    expect(client.getQueryData(KEY)).toBeUndefined();
  });
});
