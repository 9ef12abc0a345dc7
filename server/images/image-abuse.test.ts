import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { imageVariantClaims } from '../db/schema';
import { variantsMade } from '../../test-support/api/image-files';
import { IMAGE_WORK_CONCURRENCY, imageWorkCounters } from './images';
import { createAdmin, signInAs } from '../../test-support/api/admins';
import { uploadedImage } from '../../test-support/api/image-files';
import { createTestContext, startAnotherApp, type TestContext } from '../../test-support/api/test-app';

type Agent = Awaited<ReturnType<typeof signInAs>>['agent'];

let ctx: TestContext;
let manager: Agent;
beforeAll(async () => {
  ctx = await createTestContext({}, { rateLimits: { imageReadsPerMinute: 300 } });
  ({ agent: manager } = await signInAs(ctx, 'manager'));
});
afterAll(() => ctx.close());

const uploadImage = async (file: Buffer, name: string, type: string) =>
  (await uploadedImage(manager, file, name, type)).url;

/** Random pixels: the worst case for every encoder, nothing compresses. */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

describe('image reads cannot stall the server', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer(ctx.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // Forty variants (five widths, four qualities, WebP and JPEG), each asked for in two spellings
  // that map onto it: AVIF becomes WebP, PNG of a JPEG becomes JPEG, a width rounds up to the next
  // standard one and a quality to the nearest step.
  const spellings = [160, 320, 480, 640, 960].flatMap((w) =>
    [40, 60, 80, 90].flatMap((q) => [
      [`w=${w}&format=webp&quality=${q}`, `w=${w - 10}&format=avif&quality=${q + 1}`],
      [`w=${w}&quality=${q}`, `w=${w - 10}&format=png&quality=${q - 1}`],
    ]),
  );

  test('80 parallel anonymous requests for 40 variants of a noise photo: encoded once each, a few at a time, with /api/health answered while the rest wait', async () => {
    // Small pixels keep the test quick; it counts encodes, it does not time them.
    const url = await uploadImage(await noise(1000, 250).jpeg({ quality: 60 }).toBuffer(), 'noise.jpg', 'image/jpeg');
    const before = imageWorkCounters();

    // libvips' own count of the image tasks it is working on: the limit must hold there too.
    let mostInLibvips = 0;
    const sampler = setInterval(() => (mostInLibvips = Math.max(mostInLibvips, sharp.counters().process)), 2);
    let settled = false;
    const answers = Promise.all(
      spellings.flat().map(async (query) => {
        const res = await fetch(`${base}${url}?${query}`);
        return {
          status: res.status,
          type: res.headers.get('content-type'),
          bytes: (await res.arrayBuffer()).byteLength,
        };
      }),
    ).finally(() => (settled = true));

    // Health checks, one after another, each noting the encodes waiting for their turn when it
    // was sent and when its answer came.
    const probes: { status: number; waitingWhenSent: number; waitingWhenAnswered: number }[] = [];
    while (!settled) {
      const waitingWhenSent = imageWorkCounters().waiting;
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      probes.push({ status: res.status, waitingWhenSent, waitingWhenAnswered: imageWorkCounters().waiting });
      await new Promise((resolve) => setImmediate(resolve));
    }
    const answered = await answers;
    clearInterval(sampler);
    const after = imageWorkCounters();

    expect(answered.map((answer) => answer.status)).toEqual(answered.map(() => 200));
    // No AVIF or PNG is made from a JPEG photo, and each variant is encoded once for both spellings.
    expect(new Set(answered.map((answer) => answer.type))).toEqual(new Set(['image/jpeg', 'image/webp']));
    expect(after.encodes - before.encodes).toBe(spellings.length);
    // The limit was reached and never passed.
    expect(after.mostAtOnce).toBe(IMAGE_WORK_CONCURRENCY);
    expect(mostInLibvips).toBeLessThanOrEqual(IMAGE_WORK_CONCURRENCY);
    // The server kept answering while encodes queued behind the limit.
    const duringQueue = probes.filter((probe) => probe.waitingWhenSent > 0 && probe.waitingWhenAnswered > 0);
    expect(duringQueue.length, JSON.stringify(probes)).toBeGreaterThan(0);
    expect(probes.map((probe) => probe.status)).toEqual(probes.map(() => 200));
  });
});

describe('variants', () => {
  test('an AVIF original is never encoded to AVIF: a resized variant of it is WebP', async () => {
    const url = await uploadImage(await noise(200, 150).avif({ quality: 50 }).toBuffer(), 'a.avif', 'image/avif');
    const original = await request(ctx.app).get(url);
    expect(original.headers['content-type']).toBe('image/avif');
    const resized = await request(ctx.app).get(`${url}?w=160&quality=90`);
    expect(resized.headers['content-type']).toBe('image/webp');
    expect(await sharp(resized.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 160 });
  });

  test('PNG is made only from a PNG, and no bigger than about a megapixel', async () => {
    const jpegUrl = await uploadImage(await noise(300, 200).jpeg().toBuffer(), 'a.jpg', 'image/jpeg');
    const fromJpeg = await request(ctx.app).get(`${jpegUrl}?format=png`);
    expect(fromJpeg.headers['content-type']).toBe('image/jpeg');

    const pngUrl = await uploadImage(await noise(1500, 800).png().toBuffer(), 'a.png', 'image/png');
    const big = await request(ctx.app).get(`${pngUrl}?format=png&w=2400&quality=90`);
    expect(big.headers['content-type']).toBe('image/png');
    const { width, height } = await sharp(big.body as Buffer).metadata();
    expect(width! * height!).toBeLessThanOrEqual(1_000_000);
    expect(width).toBe(1280);
    const small = await request(ctx.app).get(`${pngUrl}?format=png&w=640`);
    expect((await sharp(small.body as Buffer).metadata()).width).toBe(640);
  });

  test('first requests for one variant through two app processes encode it once; every variant asked for is stored', async () => {
    const other = await startAnotherApp(ctx, {});
    try {
      const url = await uploadImage(await noise(1000, 200).jpeg().toBuffer(), 'b.jpg', 'image/jpeg');
      const id = url.split('/').pop()!;
      const before = imageWorkCounters().encodes;
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          request(i % 2 ? other : ctx.app).get(`${url}?w=640&format=webp&quality=90`),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(imageWorkCounters().encodes - before).toBe(1);
      expect(await ctx.database.db.select().from(imageVariantClaims).where(eq(imageVariantClaims.imageId, id))).toEqual(
        [],
      );

      const queries = ['w=160', 'w=320', 'w=480', 'w=640', 'w=960'].flatMap((w) =>
        ['quality=40', 'quality=60', 'quality=80', 'quality=90'].flatMap((q) => [
          `${w}&${q}&format=webp`,
          `${w}&${q}&format=jpeg`,
        ]),
      );
      for (const query of queries) expect((await request(ctx.app).get(`${url}?${query}`)).status).toBe(200);
      expect(await variantsMade(ctx, id)).toHaveLength(queries.length);
    } finally {
      await other.shutdown();
    }
  });
});

test('anonymous image reads are limited per address; a signed-in manager is not', async () => {
  // Another app on this file's database, with the limit low and counters of its own.
  const limited = await startAnotherApp(ctx, {
    rateLimits: { imageReadsPerMinute: 3 },
    rateLimitKeyPrefix: `${randomBytes(4).toString('hex')}:`,
  });
  try {
    const manager = await createAdmin(ctx, { role: 'manager' });
    const agent = request.agent(limited);
    expect(
      (await agent.post('/api/admin/login').send({ username: manager.username, password: manager.password })).status,
    ).toBe(200);
    const upload = await agent
      .post('/api/upload-image')
      .attach('image', await noise(40, 40).png().toBuffer(), { filename: 'c.png', contentType: 'image/png' });
    const url = upload.body.imageUrl as string;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await request(limited).get(url)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 4; i++) expect((await agent.get(url)).status).toBe(200);
  } finally {
    await limited.shutdown();
  }
});
