import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { openEmbeddedDatabase, setUpEmbeddedDatabase, SetUpStopped } from './embedded-setup';
import { adminUsers, menuItems } from './schema';

const OWNER = { adminUsername: 'owner', adminPassword: 'owner-password-123' };
// Each set-up is a process that makes a database: seconds.
const SET_UP_MS = 120_000;

const dirs: string[] = [];
function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'selam-embedded-setup-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database on disk, set up by a process of its own', () => {
  const dataDir = newDataDir();

  test(
    'a first start on an empty DATA_DIR gets a migrated and seeded database, under the server’s lock',
    async () => {
      const { database, seeded } = await openEmbeddedDatabase(dataDir, OWNER);
      try {
        expect(seeded).toEqual({
          seededContent: true,
          bootstrapAdmin: { username: 'owner', password: OWNER.adminPassword, generated: false },
        });
        expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
        const [items] = await database.db.select({ n: count() }).from(menuItems);
        expect(items?.n).toBeGreaterThan(0);
        const admins = await database.db.select({ username: adminUsers.username }).from(adminUsers);
        expect(admins).toEqual([{ username: 'owner' }]);
        // The database was made aside and moved into place.
        expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
        expect(existsSync(join(dataDir, '.pglite-setup'))).toBe(false);
        await database.db.update(menuItems).set({ price: '21.00' }).where(eq(menuItems.name, 'Doro Wot'));
      } finally {
        await database.close();
      }
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    },
    SET_UP_MS,
  );

  test('a restart opens the same database without setting it up again', async () => {
    const { database, seeded } = await openEmbeddedDatabase(dataDir, OWNER);
    try {
      expect(seeded).toBeUndefined();
      const [doroWot] = await database.db.select().from(menuItems).where(eq(menuItems.name, 'Doro Wot'));
      expect(doroWot?.price).toBe('21.00');
    } finally {
      await database.close();
    }
  });

  test(
    'a start with a migration the database has not had sets it up again, keeping its data',
    async () => {
      writeFileSync(join(dataDir, 'pglite-migrated'), '0000_initial\n');
      const { database, seeded } = await openEmbeddedDatabase(dataDir, OWNER);
      try {
        expect(seeded).toEqual({ seededContent: false });
        const [doroWot] = await database.db.select().from(menuItems).where(eq(menuItems.name, 'Doro Wot'));
        expect(doroWot?.price).toBe('21.00');
      } finally {
        await database.close();
      }
      expect(readFileSync(join(dataDir, 'pglite-migrated'), 'utf8')).not.toBe('0000_initial\n');
    },
    SET_UP_MS,
  );
});

test(
  'a server stopped during the set-up leaves no database and no lock; the next start makes one',
  async () => {
    const dataDir = newDataDir();
    const starting = openEmbeddedDatabase(dataDir, OWNER, (stop) => void stop());
    await expect(starting).rejects.toBeInstanceOf(SetUpStopped);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(false);

    // What an interrupted set-up may leave: it is made again from nothing.
    mkdirSync(join(dataDir, '.pglite-setup', 'pglite'), { recursive: true });
    writeFileSync(join(dataDir, '.pglite-setup', 'pglite', 'PG_VERSION'), '17\n');
    const { database, seeded } = await openEmbeddedDatabase(dataDir, OWNER);
    try {
      expect(seeded?.seededContent).toBe(true);
      expect(existsSync(join(dataDir, '.pglite-setup'))).toBe(false);
    } finally {
      await database.close();
    }
  },
  SET_UP_MS,
);

test('the set-up refuses to touch a data dir whose lock is not held by the process that started it', async () => {
  const dataDir = newDataDir();
  await expect(setUpEmbeddedDatabase({ dataDir, seed: OWNER })).rejects.toThrow(/not held by the server/);
  expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
});
