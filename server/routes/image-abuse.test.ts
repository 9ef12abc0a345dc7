import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { imageVariantClaims } from '../db/schema';
import { variantsMade } from '../../test-support/api/image-files';
import { imageEncodeCount } from '../services/images';
import { signInAs } from '../../test-support/api/admins';
import { createTestContext, startAnotherApp, type TestContext } from '../../test-support/api/test-app';

type Agent = Awaited<ReturnType<typeof signInAs>>['agent'];

let ctx: TestContext;
let manager: Agent;
beforeAll(async () => {
  ctx = await createTestContext({}, { rateLimits: { imageReadsPerMinute: 300 } });
  ({ agent: manager } = await signInAs(ctx, 'manager'));
});
afterAll(() => ctx.close());

async function uploadImage(file: Buffer, name: string, type: string): Promise<string> {
  const res = await manager.post('/api/upload-image').attach('image', file, { filename: name, contentType: type });
  expect(res.status).toBe(201);
  return res.body.imageUrl as string;
}

/** Random pixels: the worst case for every encoder, nothing compresses. */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

describe('image reads cannot stall the server', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer(ctx.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('20 parallel anonymous requests for the worst variants of a 2400×2400 noise photo all answer 200 while /api/health stays quick', async () => {
    const url = await uploadImage(await noise(2400, 2400).jpeg({ quality: 60 }).toBuffer(), 'noise.jpg', 'image/jpeg');
    const worst = ['format=png', 'format=avif&quality=90', 'quality=90', 'w=1920&quality=90&format=webp', 'compress=true&quality=60'];
    const before = imageEncodeCount();

    let busy = true;
    const healthTimes: number[] = [];
    const probe = (async () => {
      while (busy) {
        const started = performance.now();
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        healthTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const res = await fetch(`${base}${url}?${worst[i % worst.length]}`);
        return { status: res.status, type: res.headers.get('content-type'), bytes: (await res.arrayBuffer()).byteLength };
      }),
    );
    busy = false;
    await probe;

    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // No AVIF or PNG is made from a JPEG photo, and each variant is encoded once for all 20 requests.
    expect(new Set(answers.map((answer) => answer.type))).toEqual(new Set(['image/jpeg', 'image/webp']));
    expect(imageEncodeCount() - before).toBe(worst.length);
    expect(healthTimes.length).toBeGreaterThan(10);
    const p99 = percentile(healthTimes, 99);
    expect(p99, `/api/health p99 ${p99.toFixed(1)} ms over ${healthTimes.length} probes`).toBeLessThan(100);
  });
});

describe('variants', () => {
  test('an AVIF original is never encoded to AVIF: a resized variant of it is WebP', async () => {
    const url = await uploadImage(await noise(400, 300).avif({ quality: 50 }).toBuffer(), 'a.avif', 'image/avif');
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
      const url = await uploadImage(await noise(1200, 900).jpeg().toBuffer(), 'b.jpg', 'image/jpeg');
      const id = url.split('/').pop()!;
      const before = imageEncodeCount();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => request(i % 2 ? other : ctx.app).get(`${url}?w=640&format=webp&quality=90`)),
      );
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(imageEncodeCount() - before).toBe(1);
      expect(await ctx.database.db.select().from(imageVariantClaims).where(eq(imageVariantClaims.imageId, id))).toEqual([]);

      const queries = ['w=160', 'w=320', 'w=480', 'w=640', 'w=960'].flatMap((w) =>
        ['quality=40', 'quality=60', 'quality=80', 'quality=90'].flatMap((q) => [`${w}&${q}&format=webp`, `${w}&${q}&format=jpeg`]),
      );
      for (const query of queries) expect((await request(ctx.app).get(`${url}?${query}`)).status).toBe(200);
      expect(await variantsMade(ctx, id)).toHaveLength(queries.length);
    } finally {
      await other.shutdown();
    }
  });
});

test('anonymous image reads are limited per address; a signed-in manager is not', async () => {
  const limited = await createTestContext({}, { rateLimits: { imageReadsPerMinute: 3 } });
  try {
    const { agent } = await signInAs(limited, 'manager');
    const upload = await agent.post('/api/upload-image').attach('image', await noise(40, 40).png().toBuffer(), { filename: 'c.png', contentType: 'image/png' });
    const url = upload.body.imageUrl as string;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await request(limited.app).get(url)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 4; i++) expect((await agent.get(url)).status).toBe(200);
  } finally {
    await limited.close();
  }
});
