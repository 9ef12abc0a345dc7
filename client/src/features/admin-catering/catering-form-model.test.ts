import { describe, expect, test } from 'vitest';
import { cateringSchema, type CateringOrderDto } from '@shared/schemas/catering';
import {
  cateringFormFromOrder,
  emptyCateringForm,
  errorCountByTab,
  FIELD_ORDER,
  FIELD_TAB,
  fieldOfPath,
  firstInvalidField,
  linesToList,
  listToLines,
  optionalMoneyValue,
  orderUpdate,
  sameMoney,
} from './catering-form-model';

const ORDER: CateringOrderDto = {
  id: 7,
  firstName: 'Abeba',
  lastName: 'Tesfaye',
  email: 'abeba@example.com',
  phone: '612-555-0100',
  company: null,
  eventType: 'Graduation',
  eventDate: '2026-12-05',
  eventTime: '13:30',
  guestCount: 40,
  deliveryAddress: '100 Main Street, Minneapolis, MN',
  serviceType: 'full-service',
  menuSelections: ['Doro Wot', 'Shiro'],
  dietaryRestrictions: null,
  specialRequests: 'Injera on the side',
  setupRequired: true,
  equipmentNeeded: ['Chafing dishes'],
  totalEstimatedCost: null,
  budgetRange: null,
  contactPreference: 'phone',
  urgency: 'standard',
  customerNotes: null,
  status: 'quoted',
  quotedAmount: '1250.00',
  adminNotes: null,
  quoteSent: true,
  quoteSentAt: '2026-11-20T18:00:00.000Z',
  language: 'en',
  createdAt: '2026-11-19T18:00:00.000Z',
  updatedAt: '2026-11-20T18:00:00.000Z',
};

describe('tabs and errors', () => {
  test('every form field sits on a tab and in the reading order once', () => {
    expect(new Set(FIELD_ORDER).size).toBe(FIELD_ORDER.length);
    expect([...FIELD_ORDER].sort()).toEqual(Object.keys(FIELD_TAB).sort());
    expect(Object.keys(FIELD_TAB).sort()).toEqual(Object.keys(cateringSchema.shape).sort());
  });

  test('the first invalid field follows the tabs, not the order errors arrive in', () => {
    expect(firstInvalidField(['quotedAmount', 'guestCount', 'phone'])).toBe('phone');
    expect(firstInvalidField(['adminNotes', 'deliveryAddress'])).toBe('deliveryAddress');
    expect(firstInvalidField(['menuSelections.1'])).toBe('menuSelections');
    expect(firstInvalidField([])).toBeUndefined();
    expect(firstInvalidField(['unknown'])).toBeUndefined();
  });

  test('a server path names its top-level field, or none', () => {
    expect(fieldOfPath('equipmentNeeded.3')).toBe('equipmentNeeded');
    expect(fieldOfPath('email')).toBe('email');
    expect(fieldOfPath('website')).toBeNull();
    expect(fieldOfPath('constructor')).toBeNull();
  });

  test('errors are counted per tab, once per field', () => {
    expect(
      errorCountByTab(['firstName', 'email', 'guestCount', 'equipmentNeeded.0', 'equipmentNeeded.1', 'quotedAmount']),
    ).toEqual({
      client: 2,
      event: 2,
      admin: 1,
    });
  });
});

describe('input conversions', () => {
  test('an empty money box means no amount', () => {
    expect(optionalMoneyValue('')).toBeNull();
    expect(optionalMoneyValue('  ')).toBeNull();
    expect(optionalMoneyValue(null)).toBeNull();
    expect(optionalMoneyValue(' 1250 ')).toBe('1250');
  });

  test('lists are typed one entry per line', () => {
    expect(linesToList('Doro Wot\n\n  Shiro  \r\nTibs\n')).toEqual(['Doro Wot', 'Shiro', 'Tibs']);
    expect(listToLines(['Doro Wot', 'Shiro'])).toBe('Doro Wot\nShiro');
    expect(listToLines(null)).toBe('');
  });
});

describe('starting values', () => {
  test('a new order starts with the house defaults and fails only on the required fields', () => {
    const values = emptyCateringForm();
    expect(values).toMatchObject({
      guestCount: 25,
      contactPreference: 'email',
      urgency: 'standard',
      status: 'pending',
      setupRequired: false,
    });
    const result = cateringSchema.safeParse(values);
    expect(result.success).toBe(false);
    const failed = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
    expect([...failed].sort()).toEqual(
      [
        'deliveryAddress',
        'email',
        'eventDate',
        'eventTime',
        'eventType',
        'firstName',
        'lastName',
        'phone',
        'serviceType',
      ].sort(),
    );
  });

  test('an existing order round-trips through the form and the shared schema', () => {
    const parsed = cateringSchema.parse(cateringFormFromOrder(ORDER));
    expect(parsed).toMatchObject({
      firstName: 'Abeba',
      company: null,
      guestCount: 40,
      menuSelections: ['Doro Wot', 'Shiro'],
      equipmentNeeded: ['Chafing dishes'],
      status: 'quoted',
      quotedAmount: '1250.00',
      totalEstimatedCost: null,
      adminNotes: null,
    });
  });
});

describe('sameMoney', () => {
  test('840 and 840.00 are the same quote, empty and null are both none, a change is a change', () => {
    expect(sameMoney('840', '840.00')).toBe(true);
    expect(sameMoney(null, '')).toBe(true);
    expect(sameMoney(undefined, null)).toBe(true);
    expect(sameMoney('840', null)).toBe(false);
    expect(sameMoney(null, '840.00')).toBe(false);
    expect(sameMoney('845', '840.00')).toBe(false);
  });
});

describe('orderUpdate', () => {
  const input = cateringSchema.parse(cateringFormFromOrder(ORDER));

  test('an unchanged status and quote are left out, so a change made elsewhere meanwhile stands', () => {
    const update = orderUpdate(ORDER, { ...input, quotedAmount: '1250' });
    expect(update).not.toHaveProperty('status');
    expect(update).not.toHaveProperty('quotedAmount');
    expect(update).toMatchObject({ firstName: 'Abeba', guestCount: 40 });
  });

  test('a status or quote changed in the form goes along', () => {
    expect(orderUpdate(ORDER, { ...input, status: 'confirmed', quotedAmount: '1300.00' })).toMatchObject({
      status: 'confirmed',
      quotedAmount: '1300.00',
    });
    expect(orderUpdate(ORDER, { ...input, quotedAmount: null })).toHaveProperty('quotedAmount', null);
  });
});
