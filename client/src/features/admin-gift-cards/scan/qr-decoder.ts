import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// The decoder ships with the app: the library would otherwise fetch its WebAssembly from a CDN.
// Compiling it needs 'wasm-unsafe-eval', which only the back office's pages allow.
const ready = prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  fireImmediately: true,
});

const canvas = document.createElement('canvas');

/** Resolves once the decoder is compiled; rejects when it cannot be (no WebAssembly, or the page's policy forbids it). */
export function decoderReady(): Promise<unknown> {
  return ready;
}

/** The text of a QR code in the video's current frame, or null when it shows none. */
export async function readQrCode(video: HTMLVideoElement): Promise<string | null> {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) return null;
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  const [result] = await readBarcodes(context.getImageData(0, 0, width, height), {
    formats: ['QRCode'],
    maxNumberOfSymbols: 1,
    tryHarder: true,
  });
  return result?.isValid ? result.text : null;
}
