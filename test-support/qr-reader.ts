import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// The same decoder the back office's scanner runs, fed its WebAssembly from node_modules
// (its default would fetch it from a CDN).
const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
prepareZXingModule({ overrides: { wasmBinary: wasm } });

/** The text of the QR code in an image file (PNG, JPEG), or null when it holds none. */
export async function readQrCode(image: Uint8Array): Promise<string | null> {
  const [result] = await readBarcodes(image, { formats: ['QRCode'], maxNumberOfSymbols: 1 });
  return result?.isValid ? result.text : null;
}
