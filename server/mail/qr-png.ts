import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

export interface QrImage {
  png: Buffer;
  /** Width and height in pixels. */
  size: number;
}

const MARGIN_MODULES = 1;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * `text` as a black-on-white QR code (error correction M), a PNG at most `width` pixels wide.
 * Drawn here from the library's modules because its own PNG output is asynchronous, and an
 * email is built in one synchronous step.
 */
export function qrCodePng(text: string, width = 240): QrImage {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + 2 * MARGIN_MODULES;
  const scale = Math.max(1, Math.floor(width / count));
  const size = count * scale;
  const stride = size + 1;
  // 8-bit greyscale: each row starts with its filter byte (0, none), then a byte per pixel.
  const pixels = Buffer.alloc(stride * size, 0xff);
  for (let y = 0; y < size; y += 1) {
    pixels[y * stride] = 0;
    const row = Math.floor(y / scale) - MARGIN_MODULES;
    if (row < 0 || row >= modules.size) continue;
    for (let x = 0; x < size; x += 1) {
      const col = Math.floor(x / scale) - MARGIN_MODULES;
      if (col >= 0 && col < modules.size && modules.get(row, col)) pixels[y * stride + 1 + x] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const png = Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
  return { png, size };
}
