import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { createTemplateDatabase, dropTemplateDatabase } from './test-database';

/**
 * Prepares the shared PostgreSQL test database once per run, and the template that test files
 * needing a database of their own get a copy of (openTestDatabase).
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  try {
    await database.migrate();
    await seedDatabase(database.db, { adminUsername: 'owner', adminPassword: 'owner-password-123' });
  } finally {
    await database.close();
  }
  await createTemplateDatabase(url);
  return () => dropTemplateDatabase(url);
}
