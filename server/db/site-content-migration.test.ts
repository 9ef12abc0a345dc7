import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { migrateWith, migrationsUpTo } from '../../test-support/api/migrations';
import { openEmptyPglite, openEmptyPostgres } from '../../test-support/api/test-database';
import { migrationsFolder } from '../paths';
import type { DatabaseHandle } from './client';
import { testimonials } from './schema';
import { seedDatabase } from './seed';
import { SEED_TESTIMONIALS } from './seed-testimonials';

const before0025 = migrationsUpTo('0024_hall_events');
afterAll(() => rmSync(before0025, { recursive: true, force: true }));

// The statement of migration 0025 that writes the testimonials, to run again on a table with rows.
const insertTestimonials = readFileSync(join(migrationsFolder, '0025_site_content.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .find((statement) => statement.includes('INSERT INTO "testimonials"'))!;

const stored = async (database: DatabaseHandle) =>
  (
    await database.db
      .select()
      .from(testimonials)
      .orderBy(sql`${testimonials.place} = 'hall'`, asc(testimonials.position))
  ).map(({ place, quote, name, detail, rating, translations }) => ({
    place,
    quote,
    name,
    detail,
    rating,
    translations,
  }));

function describeOn(name: string, open: () => Promise<DatabaseHandle>) {
  describe(`migration 0025 (site content) on ${name}`, () => {
    test('writes the six testimonials the site showed, once; a table the owner wrote in gets none', async () => {
      const database = await open();
      try {
        await migrateWith(database, before0025);
        await database.migrate();
        expect(await stored(database)).toEqual(SEED_TESTIMONIALS);
        await database.migrate();
        expect(await stored(database)).toHaveLength(6);

        await database.db.delete(testimonials);
        await database.db.insert(testimonials).values({
          place: 'home',
          quote: 'Our own words.',
          name: 'Owner',
          detail: null,
          rating: 4,
          translations: { am: { quote: 'የራሳችን ቃል።', name: 'ባለቤት', detail: null } },
          position: 0,
        });
        await database.db.execute(sql.raw(insertTestimonials));
        await database.migrate();
        expect((await stored(database)).map((row) => row.name)).toEqual(['Owner']);
      } finally {
        await database.close();
      }
    });

    test('a new database gets them from the migration, and the seed adds none', async () => {
      const database = await open();
      try {
        await database.migrate();
        await seedDatabase(database.db, { adminPassword: 'a-long-test-password' });
        await seedDatabase(database.db, { adminPassword: 'a-long-test-password' });
        expect(await stored(database)).toEqual(SEED_TESTIMONIALS);
      } finally {
        await database.close();
      }
    });
  });
}

describeOn('PGlite', () => openEmptyPglite());

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('PostgreSQL', () => {
  describeOn('PostgreSQL', () => openEmptyPostgres(postgresUrl ?? '', 'site_content_migration'));
});
