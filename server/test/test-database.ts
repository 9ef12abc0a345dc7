import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../db/seed';

/** PostgreSQL when TEST_DATABASE_URL is set (CI), otherwise a fresh in-memory PGlite. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;
export const testDriver = testDatabaseUrl ? 'postgres' : 'pglite';

/**
 * On PostgreSQL the global setup has already migrated and seeded the shared test database;
 * an in-memory PGlite is new for each test file and gets the same treatment here.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const database = await openDatabase({ databaseUrl: testDatabaseUrl, dataDir: 'memory://' });
  if (!testDatabaseUrl) {
    await database.migrate();
    await seedDatabase(database.db, { adminUsername: 'owner', adminPassword: 'owner-password-123' });
  }
  return database;
}
