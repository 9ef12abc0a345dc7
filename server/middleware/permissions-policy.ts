import type { RequestHandler } from 'express';
import { isBackOfficePath } from '@shared/language-path';

// Powerful features the site never uses: no page, nor anything it might ever embed, may ask for
// them. Only names Chromium knows: it logs a console warning for each one it does not.
const NEVER_USED = [
  'accelerometer',
  'browsing-topics',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

const policy = (camera: string) => [`camera=${camera}`, ...NEVER_USED.map((feature) => `${feature}=()`)].join(', ');
const publicPolicy = policy('()');
// The gift card QR scanner reads the camera, on the back office's own pages only.
const backOfficePolicy = policy('(self)');

/** The Permissions-Policy header: the camera on the back office's pages, nothing powerful elsewhere. */
export function permissionsPolicy(): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', isBackOfficePath(req.path) ? backOfficePolicy : publicPolicy);
    next();
  };
}
