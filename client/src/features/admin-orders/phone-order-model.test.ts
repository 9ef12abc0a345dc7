import { describe, expect, test } from 'vitest';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { defaultChoices, emptyPhoneOrder, itemsOf, phoneOrderBody } from './phone-order-model';

const tibs = {
  id: 7,
  options: [
    {
      id: 3,
      values: [
        { id: 30, isDefault: false },
        { id: 31, isDefault: true },
      ],
    },
    { id: 4, values: [{ id: 40, isDefault: false }] },
  ],
} as unknown as PublicMenuItemDto;

describe('a phone order as the form holds it', () => {
  test("a dish starts with the kitchen's default choices", () => {
    expect(defaultChoices(tibs)).toEqual(['3:31']);
    expect(defaultChoices(undefined)).toEqual([]);
  });

  test('lines become the API items, choices grouped by question; a line without a dish is not ready', () => {
    const lines = [
      { menuItemId: '7', quantity: 2, choices: ['3:31', '4:40'] },
      { menuItemId: '9', quantity: 1, choices: [] },
    ];
    expect(itemsOf(lines)).toEqual([
      {
        menuItemId: 7,
        quantity: 2,
        options: [
          { optionId: 3, valueIds: [31] },
          { optionId: 4, valueIds: [40] },
        ],
      },
      { menuItemId: 9, quantity: 1, options: [] },
    ]);
    expect(itemsOf([...lines, { menuItemId: '', quantity: 1, choices: [] }])).toBeNull();
    expect(itemsOf([{ menuItemId: '7', quantity: 0, choices: [] }])).toBeNull();
  });

  test('the body: ASAP or the chosen day and time, no blank email, and confirmWarnings only when staff confirmed', () => {
    const values = {
      ...emptyPhoneOrder('2026-11-28'),
      customerName: ' Abebe Kebede ',
      phone: '(612) 555-0101',
      lines: [{ menuItemId: '9', quantity: 1, choices: [] }],
    };
    expect(phoneOrderBody(values)).toEqual({
      customerName: 'Abebe Kebede',
      phone: '(612) 555-0101',
      pickupTime: 'asap',
      items: [{ menuItemId: 9, quantity: 1, options: [] }],
      paymentMethod: 'pay_at_pickup',
    });
    const later = phoneOrderBody({ ...values, when: 'later', time: '18:30', email: 'a@b.example' }, true);
    expect(later).toMatchObject({ pickupTime: '2026-11-28T18:30', email: 'a@b.example', confirmWarnings: true });
  });
});
