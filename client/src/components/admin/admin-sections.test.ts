import { describe, expect, test } from 'vitest';
import { ADMIN_SECTIONS, adminSectionFrom, adminSectionHref } from './admin-sections';

describe('admin sections', () => {
  test('the dashboard is /admin, the orders board /admin/orders, every other section /admin?tab=<id>', () => {
    expect(adminSectionHref('overview')).toBe('/admin');
    expect(adminSectionHref('orders')).toBe('/admin/orders');
    expect(adminSectionHref('gift-cards')).toBe('/admin?tab=gift-cards');
  });

  test('the orders board is found by its path; the old ?tab=orders still opens it', () => {
    expect(adminSectionFrom('', '/admin/orders')).toBe('orders');
    expect(adminSectionFrom('?tab=orders')).toBe('orders');
  });

  test('Site Content has its own path', () => {
    expect(adminSectionHref('site-content')).toBe('/admin/site-content');
    expect(adminSectionFrom('', '/admin/site-content')).toBe('site-content');
  });

  test("a hall event's page and its BEO belong to Hall Events", () => {
    expect(adminSectionFrom('', '/admin/hall-events/12')).toBe('hall-events');
    expect(adminSectionFrom('', '/admin/hall-events/12/beo')).toBe('hall-events');
  });

  test('a search names its section; none or an unknown tab is the dashboard', () => {
    expect(adminSectionFrom('?tab=settings')).toBe('settings');
    expect(adminSectionFrom('tab=reservations&x=1')).toBe('reservations');
    expect(adminSectionFrom('')).toBe('overview');
    expect(adminSectionFrom('?tab=nope')).toBe('overview');
  });

  test('every section reads back from its own address', () => {
    for (const { id } of ADMIN_SECTIONS) {
      const [path = '', search = ''] = adminSectionHref(id).split('?');
      expect(adminSectionFrom(search, path)).toBe(id);
    }
  });
});
