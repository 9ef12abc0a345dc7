import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';

/** Prepares the shared PostgreSQL test database once per run. */
export default async function globalSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  try {
    await database.migrate();
    await seedDatabase(database.db, { adminUsername: 'owner', adminPassword: 'owner-password-123' });
  } finally {
    await database.close();
  }
}
