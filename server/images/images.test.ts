import { randomInt } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { deflateSync, crc32 } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ImageUploadResponse } from '@shared/schemas/image-upload';
import { auditLog, images } from '../db/schema';
import { postImage, solidImage as solid, uploadedImage, variantsMade } from '../../test-support/api/image-files';
import { signInAs } from '../../test-support/api/admins';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';

type Agent = Awaited<ReturnType<typeof signInAs>>['agent'];

let ctx: TestContext;
let manager: Agent;
let managerId: number;
let staff: Agent;

beforeAll(async () => {
  ctx = await createTestContext();
  ({
    agent: manager,
    admin: { id: managerId },
  } = await signInAs(ctx, 'manager'));
  ({ agent: staff } = await signInAs(ctx, 'staff'));
});
afterAll(() => ctx.close());

/** A PNG chunk with its length and checksum. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, checksum]);
}

/** A tiny file whose header claims 100000×100000 pixels: a decompression bomb. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (agent: Agent, file: Buffer, filename = 'dish.png', contentType = 'image/png') =>
  postImage(agent, file, filename, contentType);

/** A multipart body written by hand, so the file name reaches the server exactly as given. */
function rawUpload(agent: Agent, file: Buffer, disposition: string) {
  const boundary = 'selam-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; ${disposition}\r\nContent-Type: image/png\r\n\r\n`,
      'utf8',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return agent.post('/api/upload-image').set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(body);
}

async function managerImageCount(): Promise<number> {
  const rows = await ctx.database.db.select({ id: images.id }).from(images).where(eq(images.uploadedBy, managerId));
  return rows.length;
}

/**
 * A refused upload stores nothing, and the server is unharmed: the next ordinary upload is
 * stored and served.
 */
async function expectRefusedWithoutHarm(send: () => Promise<request.Response>, status: number, message: string) {
  const before = await managerImageCount();
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.body.message).toBe(message);
  expect(await managerImageCount()).toBe(before);
  const { url } = await uploaded(12, 9);
  expect((await request(ctx.app).get(url)).status).toBe(200);
  expect(await managerImageCount()).toBe(before + 1);
  return res;
}

const uploaded = async (width: number, height: number) =>
  uploadedImage(manager, await solid(width, height).png().toBuffer(), 'dish.png', 'image/png');

describe('POST /api/upload-image', () => {
  test('stores a PNG upright and without its EXIF data, audited, and answers its URL and size', async () => {
    // 40×20 stored sideways: orientation 6 means "rotate 90° clockwise to view".
    const photo = await solid(40, 20)
      .png()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Selam test', Artist: 'camera owner' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);

    const res = await upload(manager, photo, 'dish.png');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      imageUrl: expect.stringMatching(/^\/api\/images\/[0-9a-f-]{36}$/),
      width: 20,
      height: 40,
    });

    const id = (res.body as ImageUploadResponse).imageUrl.split('/').pop()!;
    const [row] = await ctx.database.db.select().from(images).where(eq(images.id, id));
    expect(row).toMatchObject({ mimeType: 'image/png', width: 20, height: 40, uploadedBy: managerId });
    const stored = await sharp(Buffer.from(row!.data)).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 20, height: 40 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'image'), eq(auditLog.entityId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'upload', adminUserId: managerId });
  });

  test('a large photo is scaled down to fit 2400×2400', async () => {
    const res = await upload(manager, await solid(3000, 1000).jpeg().toBuffer(), 'wide.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 2400, height: 800 });
  });

  test('a GIF is stored as a PNG; WebP and AVIF are kept in their own format', async () => {
    const gif = await upload(manager, await solid(30, 30).gif().toBuffer(), 'a.gif', 'image/gif');
    expect(gif.status).toBe(201);
    const served = await request(ctx.app).get(gif.body.imageUrl);
    expect(served.headers['content-type']).toBe('image/png');

    for (const [format, mime] of [
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
    ] as const) {
      const res = await upload(manager, await solid(30, 30).toFormat(format).toBuffer(), `a.${format}`, mime);
      expect(res.status, format).toBe(201);
      expect((await request(ctx.app).get(res.body.imageUrl)).headers['content-type']).toBe(mime);
    }
  });

  test('a text file named photo.png answers 415, stores nothing and leaves the server unharmed', async () => {
    const res = await expectRefusedWithoutHarm(
      () => upload(manager, Buffer.from('just some words, not pixels'), 'photo.png'),
      415,
      'Please select an image file',
    );
    expect(res.body).toEqual({
      message: 'Please select an image file',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      messageKey: 'image.invalidType',
      params: {},
    });
  });

  test('an SVG answers 415, scripts and all, stores nothing and leaves the server unharmed', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    await expectRefusedWithoutHarm(
      () => upload(manager, svg, 'logo.svg', 'image/svg+xml'),
      415,
      'Please select an image file',
    );
  });

  test('a truncated JPEG answers 415, stores nothing and leaves the server unharmed', async () => {
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    await expectRefusedWithoutHarm(
      () => upload(manager, jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg', 'image/jpeg'),
      415,
      'Please select an image file',
    );
  });

  test('an image that declares 100000×100000 pixels is refused with 413, stores nothing and leaves the server unharmed', async () => {
    await expectRefusedWithoutHarm(
      () => upload(manager, pngClaiming(100_000, 100_000), 'bomb.png'),
      413,
      'This photo is over 40 megapixels. Please choose a smaller one, or set the phone camera to 12 or 24 MP.',
    );
  });

  test('a file of 5 MB and 1 byte answers 413 with the agreed message, stores nothing and leaves the server unharmed', async () => {
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const res = await expectRefusedWithoutHarm(
      () => upload(manager, huge, 'huge.png'),
      413,
      'Please select an image smaller than 5MB',
    );
    expect(res.body).toEqual({
      message: 'Please select an image smaller than 5MB',
      code: 'PAYLOAD_TOO_LARGE',
      messageKey: 'image.tooLarge',
      params: {},
    });
  });

  test.each([
    ['a relative path', 'filename="../../etc/passwd.png"'],
    ['a Windows path', 'filename="..\\..\\x.png"'],
    ['an absolute path', 'filename="/etc/passwd"'],
    ['a control character', "filename*=UTF-8''dish%07.png"],
  ])(
    'a valid PNG whose file name is %s answers 400, stores nothing and leaves the server unharmed',
    async (_kind, disposition) => {
      const png = await solid(16, 16).png().toBuffer();
      await expectRefusedWithoutHarm(
        () => rawUpload(manager, png, disposition),
        400,
        'Please select an image file with a plain file name (no folders or control characters)',
      );
    },
  );

  test('a bare file name is accepted, whatever its script', async () => {
    const png = await solid(16, 16).png().toBuffer();
    for (const disposition of [
      'filename="dish.final.png"',
      'filename="shiro..wot.png"',
      'filename="ሽሮ ወጥ.png"',
      "filename*=UTF-8''%E1%88%BD%E1%88%AE.png",
    ]) {
      const res = await rawUpload(manager, png, disposition);
      expect(res.status, disposition).toBe(201);
    }
  });

  test('no file answers 400 "Please select an image file"', async () => {
    const fieldOnly = await manager.post('/api/upload-image').field('note', 'no file here');
    expect(fieldOnly.status).toBe(400);
    expect(fieldOnly.body.message).toBe('Please select an image file');

    const json = await manager.post('/api/upload-image').send({ image: 'data' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Please select an image file');
  });

  test('a file in another field answers 400', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const res = await manager.post('/api/upload-image').attach('photo', png, 'a.png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select an image file');
  });

  test('a malformed or cut-off multipart body answers 400, not 500', async () => {
    const noBoundary = await manager
      .post('/api/upload-image')
      .set('Content-Type', 'multipart/form-data')
      .send('garbage');
    expect(noBoundary.status).toBe(400);
    const cutOff = await manager
      .post('/api/upload-image')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG');
    expect(cutOff.status).toBe(400);
    expect(cutOff.body.code).toBe('BAD_REQUEST');
  });

  test('malformed JSON answers 400', async () => {
    const res = await manager.post('/api/upload-image').set('Content-Type', 'application/json').send('{bad');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
  });

  test('without a session answers 401 and stores nothing; staff get 403', async () => {
    // An unusual size no other test makes, to look for it afterwards.
    const width = 1000 + randomInt(1000);
    const png = await solid(width, 7).png().toBuffer();
    const stranger = await request(ctx.app).post('/api/upload-image').attach('image', png, 'a.png');
    expect(stranger.status).toBe(401);
    const staffAnswer = await upload(staff, png);
    expect(staffAnswer.status).toBe(403);
    const stored = await ctx.database.db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.width, width), eq(images.height, 7)));
    expect(stored).toEqual([]);
  });
});

describe('GET /api/images/:id', () => {
  test('a client that goes away before its picture is sent ends the answer, with no server error', async () => {
    const { url } = await uploaded(40, 30);
    const server = http.createServer(ctx.app);
    const closed = new Promise<void>((resolve) =>
      server.on('request', (_req, res: http.ServerResponse) => res.on('close', () => resolve())),
    );
    // Resolves when the app ends its answer; a test time-out here means it never does.
    let endCalled!: () => void;
    const ended = new Promise<void>((resolve) => (endCalled = resolve));
    server.prependListener('request', (_req, res: http.ServerResponse) => {
      const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
      res.end = ((...args: unknown[]) => {
        endCalled();
        return end(...args);
      }) as typeof res.end;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      // A body longer than its Content-Length: Node answers the leftover bytes with a 400 and
      // closes the socket while the app is still finding the picture.
      const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.end(`GET ${url} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nabcdefgh`);
      await closed;
      await ended;
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('without a query serves the stored image, immutable, with a strong ETag and 304', async () => {
    const { id, url } = await uploaded(64, 48);
    const res = await request(ctx.app).get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${id}-original"`);
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(64);

    const again = await request(ctx.app).get(url).set('If-None-Match', res.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  test('?w=100&format=webp answers a WebP rounded up to the standard 160 px width, made once', async () => {
    const { id, url } = await uploaded(400, 300);
    const res = await request(ctx.app).get(`${url}?w=100&format=webp`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.etag).toBe(`"${id}-webp-w160-q80"`);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 160, height: 120 });

    // The same output asked differently shares the stored variant.
    const same = await request(ctx.app).get(`${url}?format=webp&quality=80&compress=true&w=160`);
    expect(same.headers.etag).toBe(res.headers.etag);
    expect(Buffer.compare(same.body as Buffer, res.body as Buffer)).toBe(0);
    expect(await variantsMade(ctx, id)).toEqual(['webp-w160-q80']);

    const cached = await request(ctx.app).get(`${url}?w=100&format=webp`).set('If-None-Match', res.headers.etag!);
    expect(cached.status).toBe(304);
  });

  test('odd widths, qualities and AVIF requests collapse onto a small fixed set of variants', async () => {
    const { id, url } = await uploaded(400, 300);
    const queries = ['w=101&quality=77', 'w=150&quality=83', 'w=159&quality=79', 'w=161&quality=81'];
    const answers = await Promise.all(queries.map((query) => request(ctx.app).get(`${url}?${query}&format=webp`)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const avif = await request(ctx.app).get(`${url}?format=avif`);
    expect(avif.headers['content-type']).toBe('image/webp');
    expect(await variantsMade(ctx, id)).toEqual(['webp-q80', 'webp-w160-q80', 'webp-w320-q80']);
  });

  test("the client's compress=true&quality=80&format=webp works, and concurrent first requests all succeed", async () => {
    const { id, url } = await uploaded(120, 80);
    const answers = await Promise.all(
      [1, 2, 3].map(() => request(ctx.app).get(`${url}?compress=true&quality=80&format=webp`)),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(answers.every((res) => res.headers['content-type'] === 'image/webp')).toBe(true);
    expect(await variantsMade(ctx, id)).toEqual(['webp-q80']);
  });

  test('a width at or above the stored one is never enlarged and serves the original', async () => {
    const { id, url } = await uploaded(50, 50);
    const res = await request(ctx.app).get(`${url}?w=400`);
    expect(res.headers.etag).toBe(`"${id}-original"`);
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(50);
  });

  test.each([
    'quality=0',
    'quality=101',
    'quality=high',
    'format=gif',
    'format=svg',
    'w=15',
    'w=2401',
    'w=1.5',
    'compress=yes',
  ])('?%s answers 400', async (query) => {
    const { url } = await uploaded(20, 20);
    const res = await request(ctx.app).get(`${url}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });

  test('an id that is not a uuid, or names no image, answers 404', async () => {
    for (const id of ['123', 'not-a-uuid', '../etc/passwd', '00000000-0000-4000-8000-000000000000']) {
      const res = await request(ctx.app).get(`/api/images/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('Image not found');
    }
  });
});
