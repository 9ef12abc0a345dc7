import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MenuItemDto, PublicMenuItemDto } from '@shared/schemas/menu';
import type { SiteInfo } from '@shared/schemas/settings';
import type { SiteContentDto } from '@shared/schemas/site-content';
import { expectConsoleError } from '../test-support/api/fail-on-console-error';
import { signInAs } from '../test-support/api/admins';
import { mountSourcePages } from '../test-support/api/rendered-pages';
import { createTestContext, startAnotherApp, type TestContext } from '../test-support/api/test-app';
import { testDatabaseUrl, testDriver } from '../test-support/api/test-database';
import type { App } from './app';
import { cacheLifetime } from './cache';
import { openDatabase, type DatabaseHandle } from './db/client';
import { onChange, publishChange } from './db/change-feed';
import type { PageRenderer } from './web/page-renderer';

// A database of its own: these tests rename the restaurant, which other test files read. The
// caches never expire here, so a change seen through the other process was cleared by the change
// feed, never by a cache's lifetime running out.
let ctx: TestContext;
let manager: Awaited<ReturnType<typeof signInAs>>['agent'];
beforeAll(async () => {
  ctx = await createTestContext({ CACHE_EXPIRY_SECONDS: 'never' }, { isolatedDatabase: true });
  ({ agent: manager } = await signInAs(ctx, 'manager'));
});
afterAll(() => ctx.close());

const tag = () => randomUUID().slice(0, 8);

// Only a hang reaches this: a notification that never comes.
const HANG_MS = 20_000;

/** Asks `read` again until it answers true; throws if it never does. */
async function eventually(read: () => Promise<boolean>): Promise<void> {
  const giveUpAt = Date.now() + HANG_MS;
  while (!(await read())) {
    if (Date.now() > giveUpAt) throw new Error(`still not so after ${HANG_MS / 1000} s`);
    await sleep(10);
  }
}

test('a change runs this process’s listeners at once, until they unsubscribe', () => {
  const heard: string[] = [];
  const unsubscribe = onChange(ctx.database.db, 'menu', () => heard.push('menu'));
  const unsubscribeSettings = onChange(ctx.database.db, 'settings', () => heard.push('settings'));
  publishChange(ctx.database.db, 'menu');
  expect(heard).toEqual(['menu']);
  unsubscribe();
  unsubscribeSettings();
  publishChange(ctx.database.db, 'menu');
  expect(heard).toEqual(['menu']);
});

describe.runIf(testDriver === 'postgres')('two app processes on one PostgreSQL database', () => {
  let database: DatabaseHandle;
  let other: App;
  let otherPages: PageRenderer;

  beforeAll(async () => {
    // This file's database opened a second time: another process, with caches of its own.
    const { rows } = await ctx.database.executeSql('select current_database() as name');
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${(rows[0] as { name: string }).name}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    other = await startAnotherApp(ctx, {
      database,
      mountWeb: (app, context) => (otherPages = mountSourcePages(app, context)),
    });
    expect(cacheLifetime(database.db, 5_000)).toBe(Infinity);
  });
  afterAll(async () => {
    await other?.shutdown();
    await database?.close();
  });

  test('a dish renamed through one process shows through the other, whose menu cache never expires', async () => {
    const category = `Across ${tag()}`;
    expect((await manager.post('/api/admin/categories').send({ name: category, enabled: true })).status).toBe(201);
    const body = { name: `Dish ${tag()}`, description: 'Slow-simmered and spiced', price: '14.50', category };
    const created = await manager.post('/api/menu-items').send(body);
    expect(created.status).toBe(201);
    const names = async () =>
      ((await request(other).get('/api/menu-items').expect(200)).body as PublicMenuItemDto[]).map((item) => item.name);
    expect(await names()).toContain(body.name);

    const renamed = `Renamed ${tag()}`;
    const id = (created.body as MenuItemDto).id;
    expect((await manager.put(`/api/menu-items/${id}`).send({ ...body, name: renamed })).status).toBe(200);
    await eventually(async () => (await names()).includes(renamed));
  });

  test('the restaurant renamed through one process shows in the other’s site info, whose settings cache never expires', async () => {
    const siteInfo = async () => (await request(other).get('/api/site-info').expect(200)).body as SiteInfo;
    const { business } = await siteInfo();

    const name = `Selam ${tag()}`;
    expect((await manager.put('/api/admin/settings').send({ businessInfo: { ...business, name } })).status).toBe(200);
    await eventually(async () => (await siteInfo()).business.name === name);
  });

  test('testimonials saved through one process clear the other’s rendered pages and site content, which never expire', async () => {
    const siteContent = async () => (await request(other).get('/api/site-content').expect(200)).body as SiteContentDto;
    const before = await siteContent();
    expect((await request(other).get('/').set('Host', 'selam.test')).status).toBe(200);
    expect(otherPages.cacheStats().entries).toBeGreaterThan(0);

    const quote = `Across ${tag()}`;
    const saved = await manager.put('/api/admin/site-content/testimonials/home').send({
      testimonials: [
        {
          quote,
          name: 'Selam G.',
          detail: null,
          rating: 5,
          translations: { am: { quote: `${quote} (አማርኛ)`, name: 'ሰላም ግ.', detail: null } },
        },
      ],
    });
    expect(saved.status).toBe(200);
    await eventually(async () => otherPages.cacheStats().entries === 0);
    await eventually(async () => (await siteContent()).testimonials.some((item) => item.quote === quote));
    expect(before.testimonials.some((item) => item.quote === quote)).toBe(false);
  });

  test('a listener whose connection drops reconnects and asks for a resync', async () => {
    const errors = expectConsoleError();
    const channel = `test_feed_${randomBytes(6).toString('hex')}`;
    const heard: string[] = [];
    let resyncs = 0;
    const stop = await database.listen(
      channel,
      (payload) => heard.push(payload),
      () => (resyncs += 1),
    );
    try {
      await ctx.database.executeSql('select pg_terminate_backend(pid) from pg_stat_activity where query = $1', [
        `listen "${channel}"`,
      ]);
      await eventually(async () => resyncs === 1);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringContaining('change listener lost'),
      ]);
      await ctx.database.notify(channel, 'after');
      await eventually(async () => heard.includes('after'));
    } finally {
      await stop();
    }
  });
});
