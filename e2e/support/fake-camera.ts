import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * Writes a video file showing `image` (a PNG, say) on white, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): one greyscale YUV 4:2:0 frame, which Chromium repeats.
 * Chromium reads the file each time a page starts the camera, so rewriting it changes what the
 * next scan sees.
 */
export async function writeCameraVideo(path: string, image: Buffer): Promise<void> {
  const luma = await sharp(image)
    .flatten({ background: '#ffffff' })
    .resize(WIDTH, HEIGHT, { fit: 'contain', background: '#ffffff', kernel: 'nearest' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  writeFileSync(
    path,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]),
  );
}

/** Chromium's switches for a camera that shows `path` and needs no permission prompt. */
export const fakeCameraArgs = (path: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${path}`,
];
