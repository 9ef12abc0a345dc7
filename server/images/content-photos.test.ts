import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { deflateSync, crc32 } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTENT_PHOTO_QUALITY, CONTENT_PHOTO_WIDTHS } from '@shared/schemas/site-content';
import { images } from '../db/schema';
import { postImage, solidImage as solid, uploadedImage, variantsMade } from '../../test-support/api/image-files';
import { signInAs } from '../../test-support/api/admins';
import { createTestContext, type TestContext } from '../../test-support/api/test-app';
import { IMAGE_VARIANTS_QUEUE, imagePlaceholder, queueImageVariants } from './index';
import { imageWorkCounters } from './images';

type Agent = Awaited<ReturnType<typeof signInAs>>['agent'];

let ctx: TestContext;
let manager: Agent;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ agent: manager } = await signInAs(ctx, 'manager'));
});
afterAll(() => ctx.close());

/** A gradient: something for the encoder to blur and compress, unlike a solid colour. */
function gradient(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x + y) * 7) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const upload = (file: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
  postImage(manager, file, filename, contentType);
const uploaded = (file: Buffer) => uploadedImage(manager, file);

async function imageRows(): Promise<number> {
  const [row] = await ctx.database.db.select({ rows: count() }).from(images);
  return row!.rows;
}

async function runVariantsJob(imageIds: string[]): Promise<void> {
  await queueImageVariants(ctx.app.context, imageIds);
  await ctx.app.context.jobs.idle([IMAGE_VARIANTS_QUEUE]);
}

const contentKeys = (widths: readonly number[]) => widths.map((w) => `webp-w${w}-q${CONTENT_PHOTO_QUALITY}`).sort();
/** The stored photo at its own width, as WebP. */
const ownWidth = `webp-q${CONTENT_PHOTO_QUALITY}`;
const contentUrl = (id: string, w: number) => `/api/images/${id}?format=webp&w=${w}&quality=${CONTENT_PHOTO_QUALITY}`;

/** The markers of each kind of photo metadata, as they appear in a file's bytes. */
const METADATA_MARKERS = ['Exif\0\0', 'http://ns.adobe.com/xap', 'Photoshop 3.0', '8BIM'];

/** A JPEG APP13 segment holding an IPTC caption, inserted right after the start-of-image marker. */
function withIptc(jpeg: Buffer): Buffer {
  const caption = Buffer.from('Taken at home, Bole', 'latin1');
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78, 0x00, caption.length]), caption]);
  const padded = record.length % 2 ? Buffer.concat([record, Buffer.alloc(1)]) : record;
  const size = Buffer.alloc(4);
  size.writeUInt32BE(record.length);
  const resource = Buffer.concat([Buffer.from('8BIM', 'latin1'), Buffer.from([0x04, 0x04, 0, 0]), size, padded]);
  const body = Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xed]), length, body, jpeg.subarray(2)]);
}

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="PhoneCo 12"/></rdf:RDF></x:xmpmeta>';

/** A PNG chunk with its length and checksum. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, checksum]);
}

/** A tiny file whose header claims far more pixels than it holds: a decompression bomb. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of an iPhone photo: an ISO-BMFF `ftyp` box naming HEIC, all the sniff reads. */
function heicHeader(): Buffer {
  const box = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic', 'latin1'),
    Buffer.alloc(4),
    Buffer.from('mif1heic', 'latin1'),
  ]);
  return Buffer.concat([box, Buffer.alloc(200, 7)]);
}

describe('placeholders', () => {
  test('a blurred WebP of a photo fits in 1 KB as a data URL', async () => {
    const { id } = await uploaded(await gradient(1200, 800).jpeg({ quality: 85 }).toBuffer());
    const url = await imagePlaceholder(ctx.app.context, id);
    expect(url).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(Buffer.byteLength(url)).toBeLessThanOrEqual(1024);
    const meta = await sharp(Buffer.from(url.split(',')[1]!, 'base64')).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(24);
    // Made once, then read back.
    expect(await imagePlaceholder(ctx.app.context, id)).toBe(url);
  });

  test('a very tall photo still fits in 1 KB', async () => {
    const { id } = await uploaded(await gradient(300, 2400).jpeg({ quality: 85 }).toBuffer());
    const url = await imagePlaceholder(ctx.app.context, id);
    expect(Buffer.byteLength(url)).toBeLessThanOrEqual(1024);
    const meta = await sharp(Buffer.from(url.split(',')[1]!, 'base64')).metadata();
    expect(meta.height).toBeGreaterThan(meta.width!);
  });
});

describe('the image-variants job', () => {
  test('stores every content width as WebP, so a visitor never waits for an encode', async () => {
    const { id } = await uploaded(await solid(2000, 1500).jpeg().toBuffer());
    await runVariantsJob([id]);
    expect(await variantsMade(ctx, id)).toEqual(contentKeys(CONTENT_PHOTO_WIDTHS));
    expect(await ctx.app.context.jobs.counts()).toMatchObject({ failed: 0 });

    const before = imageWorkCounters().encodes;
    for (const w of CONTENT_PHOTO_WIDTHS) {
      const res = await request(ctx.app).get(contentUrl(id, w));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await sharp(res.body as Buffer).metadata()).width).toBe(w);
    }
    expect(imageWorkCounters().encodes).toBe(before);
  });

  test('an image deleted (or never there) since it was queued is skipped, and the job does not fail', async () => {
    const { id } = await uploaded(await solid(600, 400).jpeg().toBuffer());
    await runVariantsJob(['not-an-id', randomUUID(), id.toUpperCase()]);
    // 960 and wider are the photo at its own width, one WebP variant.
    expect(await variantsMade(ctx, id)).toEqual([ownWidth, ...contentKeys([480])]);
    expect(await ctx.app.context.jobs.counts()).toMatchObject({ failed: 0 });
  });

  test('a 6000×4000 photo taken sideways with GPS, XMP and IPTC is stored and served upright at every width, with no metadata left', async () => {
    const taken = withIptc(
      await solid(6000, 4000)
        .withExif({
          IFD0: { Make: 'PhoneCo', Model: 'PhoneCo 12' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '9/1 1/1 48/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '38/1 44/1 24/1',
          },
        })
        .withMetadata({ orientation: 6 })
        .withXmp(XMP)
        .jpeg({ quality: 80 })
        .toBuffer(),
    );
    // The upload does carry what must be stripped.
    for (const marker of METADATA_MARKERS) expect(taken.includes(marker)).toBe(true);
    expect((await sharp(taken).metadata()).orientation).toBe(6);

    const { id, body } = await uploaded(taken);
    expect(body).toMatchObject({ width: 1600, height: 2400 });
    const [stored] = await ctx.database.db.select({ data: images.data }).from(images).where(eq(images.id, id));
    const storedBytes = Buffer.from(stored!.data);
    for (const marker of [...METADATA_MARKERS, 'PhoneCo']) expect(storedBytes.includes(marker)).toBe(false);

    await runVariantsJob([id]);
    const keys = await variantsMade(ctx, id);
    // 1920 is wider than the stored 1600: that width is the stored photo's own, as WebP.
    expect(keys).toEqual([ownWidth, ...contentKeys([480, 960, 1280])].sort());
    for (const key of keys) {
      const bytes = await readFile(ctx.app.context.imageCache.pathOf(id, key));
      for (const marker of [...METADATA_MARKERS, 'PhoneCo']) expect(bytes.includes(marker)).toBe(false);
    }

    const before = imageWorkCounters().encodes;
    for (const w of CONTENT_PHOTO_WIDTHS) {
      const res = await request(ctx.app).get(contentUrl(id, w));
      expect(res.status).toBe(200);
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta.height).toBeGreaterThan(meta.width!);
      expect(meta.width).toBe(Math.min(w, 1600));
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
    }
    expect(imageWorkCounters().encodes).toBe(before);
  });
});

describe('phone photos refused with a way out', () => {
  test('a HEIC file answers 400 with how to make the iPhone save JPEGs, and nothing is stored', async () => {
    const rows = await imageRows();
    const res = await upload(heicHeader(), 'IMG_0001.HEIC', 'image/heic');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      messageKey: 'siteContent.heic',
      message: 'Please choose a JPEG: on an iPhone, Settings → Camera → Formats → Most Compatible',
    });
    expect(await imageRows()).toBe(rows);
  });

  test.each(['heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'])(
    'the HEIF brand %s is refused the same way',
    async (brand) => {
      const file = heicHeader();
      file.write(brand, 8, 'latin1');
      file.write(brand, 16, 'latin1');
      file.write(brand, 20, 'latin1');
      const res = await upload(file, 'IMG_0002.HEIC', 'image/heif');
      expect(res.status).toBe(400);
      expect(res.body.messageKey).toBe('siteContent.heic');
    },
  );

  test('a photo over 40 megapixels is refused naming the phone camera setting, and nothing is stored', async () => {
    const rows = await imageRows();
    const res = await upload(pngClaiming(8000, 6000), 'bomb.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      messageKey: 'siteContent.photoTooLarge',
      params: { megapixels: 40 },
      message: 'This photo is over 40 megapixels. Please choose a smaller one, or set the phone camera to 12 or 24 MP.',
    });
    expect(await imageRows()).toBe(rows);
  });

  test('staff, who manage neither the menu nor the site content, may not upload', async () => {
    const { agent: staff } = await signInAs(ctx, 'staff');
    const res = await staff.post('/api/upload-image').attach('image', await solid(10, 10).png().toBuffer(), 'a.png');
    expect(res.status).toBe(403);
  });
});
