import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 10;

/**
 * Writes a video file showing `text` as a QR code, black on white, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): one YUV 4:2:0 frame, which Chromium repeats. Chromium
 * reads the file each time a page starts the camera, so rewriting it changes what the next scan sees.
 */
export function writeQrVideo(path: string, text: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size * MODULE_PX;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      if (modules.get(Math.floor(y / MODULE_PX), Math.floor(x / MODULE_PX))) luma[(top + y) * WIDTH + left + x] = 0;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]));
}

/** Chromium's switches for a camera that shows `path` and needs no permission prompt. */
export const fakeCameraArgs = (path: string) => ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${path}`];
