import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type RequestHandler } from 'express';
import { imageQuerySchema } from '@shared/schemas/image-upload';
import { can, type Permission } from '@shared/permissions';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { actorOf, currentAdmin } from '../middleware/auth';
import { perIpLimit } from '../middleware/rate-limit';
import { imageUpload } from '../middleware/upload';
import { findImage, storeUploadedImage } from './images';
import { msg } from '@shared/messages/message';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// An image id names fixed bytes (uploads are never edited), so browsers may keep it for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Dishes' pictures and the site's own photos are both uploaded here. */
const UPLOADERS: readonly Permission[] = ['menu.manage', 'siteContent.manage'];

/** 401 without a session; 403 unless the admin's role has one of the permissions. */
function requireAnyPermission(db: Database, permissions: readonly Permission[]): RequestHandler {
  return async (req, _res, next) => {
    const admin = req.admin ?? (await currentAdmin(db, req));
    if (!admin) throw AppError.unauthenticated(msg('request.signIn'));
    if (!permissions.some((permission) => can(admin.role, permission))) {
      throw AppError.forbidden(msg('request.forbidden'));
    }
    req.admin = admin;
    next();
  };
}

export function imagesRouter(ctx: AppContext): Router {
  const router = Router();

  // The permission check comes first: nothing is read into memory for a visitor.
  router.post('/upload-image', requireAnyPermission(ctx.db, UPLOADERS), imageUpload, async (req, res) => {
    res.status(201).json(await storeUploadedImage(ctx, actorOf(req), req.file?.buffer));
  });

  const anonymousReadLimit = perIpLimit(ctx, {
    name: 'image-reads',
    limit: ctx.rateLimits.imageReadsPerMinute,
    message: msg('request.tooManyImages'),
    windowMs: 60 * 1000,
    skip: (req) => Boolean(req.session?.adminUserId),
  });

  router.get('/images/:id', anonymousReadLimit, async (req: Request<{ id: string }>, res) => {
    if (!UUID.test(req.params.id)) throw AppError.notFound(msg('image.notFound'));
    const query = imageQuerySchema.parse(req.query);
    const image = await findImage(ctx, req.params.id.toLowerCase(), query);
    res.set({ ETag: image.etag, 'Cache-Control': IMMUTABLE, 'Content-Type': image.mimeType });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const file = await image.file();
    res.setHeader('Content-Length', String(file.size));
    try {
      await pipeline(createReadStream(file.path), res);
    } catch (error) {
      // The client went away mid-picture (or Node answered a malformed request and closed the
      // socket): the answer is over, and it is not a server error.
      if (res.destroyed) {
        res.end();
        return;
      }
      throw error;
    }
  });

  return router;
}
