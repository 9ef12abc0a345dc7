import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { isBackOfficePath } from '@shared/language-path';

const policy = (scriptSrc: string[]) =>
  helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptSrc],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });

const publicPolicy = policy([]);
// The gift card QR scanner compiles its WebAssembly decoder: allowed on the back office's pages
// only. Running WebAssembly is all it permits; JavaScript eval stays forbidden everywhere.
const backOfficePolicy = policy(["'wasm-unsafe-eval'"]);

/** The production Content-Security-Policy: nothing from other origins, no inline or evaluated script. */
export function contentSecurityPolicy(): RequestHandler {
  return (req, res, next) => (isBackOfficePath(req.path) ? backOfficePolicy : publicPolicy)(req, res, next);
}
