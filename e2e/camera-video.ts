import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';

/** Where the fake camera's video goes; Chromium reads it with --use-file-for-fake-video-capture. */
export const CAMERA_VIDEO = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'camera-qr.y4m',
);
export const CAMERA_QR_TEXT = 'PERCENT15';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A short Y4M video (4:2:0) of a QR code on white: what a phone camera would see when held over a
 * printed coupon. Written at test start so nothing binary is kept in the repository.
 */
export function writeCameraVideo(text = CAMERA_QR_TEXT, path = CAMERA_VIDEO): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 10;
  const size = modules.size * scale;
  const left = Math.floor((WIDTH - size) / 2);
  const top = Math.floor((HEIGHT - size) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const dark = modules.data[Math.floor(y / scale) * modules.size + Math.floor(x / scale)];
      if (dark) luma[(top + y) * WIDTH + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.concat([header, frame, frame, frame]));
  return path;
}
