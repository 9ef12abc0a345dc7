// bench:web measures the home page as the owner will have it: a phone's photo of about 3 MB as the
// first hero slide, uploaded and saved as the back office does, its WebP widths made by the job.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { signIn } from './bench';

/**
 * A 12-megapixel JPEG of about 3 MB, made like a phone's: a scene whose detail weakens as it gets
 * finer, as a photograph's does (shapes, then textures, then fine detail, each half as strong),
 * under the sensor's fine grain. The grain is much of the file; the narrower widths a page asks
 * for average it out, and keep the scene.
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  // Each layer: random colours every `every` pixels, smoothed between them, and its strength.
  const layers: [every: number, strength: number][] = [
    [256, 1],
    [64, 0.5],
    [16, 0.25],
  ];
  const scenes = await Promise.all(
    layers.map(([every]) => {
      const [w, h] = [Math.round(width / every), Math.round(height / every)];
      return sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
        .resize(width, height, { kernel: 'cubic' })
        .raw()
        .toBuffer();
    }),
  );
  const total = layers.reduce((sum, [, strength]) => sum + strength, 0);
  const pixels = Buffer.alloc(width * height * 3);
  const grain = randomBytes(pixels.length);
  for (let index = 0; index < pixels.length; index += 1) {
    let value = 0;
    for (const [layer, [, strength]] of layers.entries()) value += (scenes[layer]![index]! - 128) * strength;
    pixels[index] = Math.max(0, Math.min(255, 128 + value / total + (grain[index]! % 25) - 12));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Makes the photo the home page's first hero slide; answers its size in bytes once its widths are made. */
export async function setPhoneHeroPhoto(base: string): Promise<number> {
  const headers = await signIn(base);
  const photo = await phonePhoto();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0042.JPG');
  const upload = await fetch(`${base}/api/upload-image`, {
    method: 'POST',
    headers: { cookie: headers.cookie!, origin: base },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`the upload answered ${upload.status}: ${await upload.text()}`);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const saved = await fetch(`${base}/api/admin/site-content/photos/hero`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      photos: [
        {
          image: imageUrl,
          alt: 'Injera and stews shared on a round tray',
          translations: { am: { alt: 'በክብ ትሪ ላይ የቀረበ እንጀራ እና ወጥ' } },
        },
      ],
    }),
  });
  if (saved.status !== 200) throw new Error(`saving the hero answered ${saved.status}: ${await saved.text()}`);
  // The image-variants job makes the WebP widths; the health check counts the jobs still queued.
  for (let waited = 0; waited < 120; waited += 1) {
    const health = (await (await fetch(`${base}/api/health`, { headers })).json()) as { jobs?: { queued: number } };
    if (health.jobs?.queued === 0) return photo.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the hero photo’s widths were not made within a minute');
}
