import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { migrateWith, migrationsUpTo } from '../../test-support/api/migrations';
import { openEmptyPglite } from '../../test-support/api/test-database';
import { cateringOrders, giftCards } from './schema';

// A database made before catering requests and gift cards kept a language.
const before0014 = migrationsUpTo('0013_menu_translations');
afterAll(() => rmSync(before0014, { recursive: true, force: true }));

describe('migration 0014 (the language of catering and gift card emails)', () => {
  test('existing requests and cards read as English; new rows default to English', async () => {
    const database = await openEmptyPglite();
    try {
      await migrateWith(database, before0014);
      const { db } = database;
      await db.execute(sql`insert into catering_orders (first_name, last_name, email, phone, event_type, event_date, event_time, guest_count, delivery_address, service_type)
        values ('Hirut', 'Bekele', 'hirut@guest.example', '(651) 555-0123', 'Wedding', '2026-09-12', '18:00', 80, '55 Summit Avenue', 'delivery')`);
      await db.execute(sql`insert into gift_cards (code, amount, balance, recipient_name, recipient_email, sender_name, expiry_date)
        values ('SELAM-OLD1-OLD2-OLD3', '50.00', '50.00', 'Meron', 'meron@guest.example', 'Dawit', now() + interval '1 year')`);

      await database.migrate();

      expect(await db.select({ language: cateringOrders.language }).from(cateringOrders)).toEqual([{ language: 'en' }]);
      expect(await db.select({ language: giftCards.language }).from(giftCards)).toEqual([{ language: 'en' }]);
      const [order] = await db
        .insert(cateringOrders)
        .values({
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.example',
          phone: '6515550123',
          eventType: 'Other',
          eventDate: '2026-10-01',
          eventTime: '12:00',
          guestCount: 10,
          deliveryAddress: 'x',
          serviceType: 'pickup',
        })
        .returning({ language: cateringOrders.language });
      expect(order).toEqual({ language: 'en' });
    } finally {
      await database.close();
    }
  });
});
