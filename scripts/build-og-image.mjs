// The link-preview picture (Open Graph, 1200 × 630): the home page's mesob artwork with the
// emblem, rendered from the site's own SVGs into dist/client/images/og-image.png.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const art = 'client/public/images/home/hero-mesob.svg';
const emblem = await sharp('client/public/images/logo.svg', { density: 300 }).resize(220, 220).png().toBuffer();
mkdirSync('dist/client/images', { recursive: true });
await sharp(art, { density: 96 })
  .resize(1200, 630, { fit: 'cover', position: 'centre' })
  .composite([{ input: emblem, left: 48, top: 630 - 220 - 48 }])
  .png({ compressionLevel: 9, palette: true })
  .toFile('dist/client/images/og-image.png');
console.log('Open Graph image written to dist/client/images/og-image.png');
