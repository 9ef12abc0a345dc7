import { describe, expect, test } from 'vitest';
import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { actionsFor, ageMinutes, ordersByColumn } from './board-columns';
import { optionGroups } from './order-times';

const order = (id: number, fields: Partial<AdminOnlineOrderDto>) => ({ id, ...fields }) as AdminOnlineOrderDto;

describe('the orders board', () => {
  test('each ticket offers exactly the moves its status allows', () => {
    expect(actionsFor('pending')).toEqual(['accepted', 'rejected', 'cancelled']);
    expect(actionsFor('accepted')).toEqual(['ready', 'cancelled']);
    expect(actionsFor('ready')).toEqual(['completed', 'no_show']);
    expect(actionsFor('completed')).toEqual([]);
    expect(actionsFor('no_show')).toEqual([]);
  });

  test('new orders wait oldest first; the others stand in the order they are due; closed ones are left out', () => {
    const columns = ordersByColumn([
      order(1, { status: 'pending', createdAt: '2026-11-28T18:10:00Z' }),
      order(2, { status: 'pending', createdAt: '2026-11-28T18:00:00Z' }),
      order(3, { status: 'accepted', readyAt: '2026-11-28T18:40:00Z', pickupAt: '2026-11-28T18:40:00Z' }),
      order(4, { status: 'accepted', readyAt: null, pickupAt: '2026-11-28T18:30:00Z' }),
      order(5, { status: 'ready', readyAt: '2026-11-28T18:20:00Z' }),
      order(6, { status: 'completed' }),
      order(7, { status: 'rejected' }),
    ]);
    expect(columns.pending.map((o) => o.id)).toEqual([2, 1]);
    expect(columns.accepted.map((o) => o.id)).toEqual([4, 3]);
    expect(columns.ready.map((o) => o.id)).toEqual([5]);
  });

  test('the age is whole minutes, never negative', () => {
    const now = new Date('2026-11-28T18:20:30Z');
    expect(ageMinutes('2026-11-28T18:08:00Z', now)).toBe(12);
    expect(ageMinutes('2026-11-28T18:25:00Z', now)).toBe(0);
  });
});

describe("a line's options", () => {
  test('are grouped, in the language of the board', () => {
    const option = (groupName: string, name: string, am: string) => ({
      groupName,
      name,
      translations: { am: { name: am, groupName: `${groupName} (am)` } },
    });
    const options = [
      option('Choose 4', 'Misir', 'ምስር'),
      option('Choose 4', 'Gomen', 'ጎመን'),
      option('Spice', 'Hot', 'ሐይለኛ'),
    ];
    expect(optionGroups(options, 'en')).toEqual([
      { name: 'Choose 4', values: ['Misir', 'Gomen'] },
      { name: 'Spice', values: ['Hot'] },
    ]);
    expect(optionGroups(options, 'am')[0]).toEqual({ name: 'Choose 4 (am)', values: ['ምስር', 'ጎመን'] });
  });
});
