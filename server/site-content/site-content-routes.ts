import { Router, type Request } from 'express';
import { msg } from '@shared/messages/message';
import {
  announcementSchema,
  CONTENT_PHOTO_PLACES,
  contentPhotosSchema,
  TESTIMONIAL_PLACES,
  testimonialsSchema,
  type ContentPhotoPlace,
  type TestimonialPlace,
} from '@shared/schemas/site-content';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { sendCachedJson } from '../http/send-cached';
import { actorOf, requirePermission } from '../middleware/auth';
import { deleteAnnouncement, saveAnnouncement } from './announcement';
import { savePlacePhotos } from './content-photos';
import { readAdminSiteContent, readPublicSiteContent } from './site-content';
import { savePlaceTestimonials } from './testimonials';

const placeOf = <P extends string>(places: readonly P[], value: string): P => {
  if (!(places as readonly string[]).includes(value)) throw AppError.notFound(msg('siteContent.unknownPlace'));
  return value as P;
};

export function siteContentRouter(ctx: AppContext): Router {
  const router = Router();
  const manage = requirePermission(ctx.db, 'siteContent.manage');

  router.get('/site-content', async (req, res) => {
    sendCachedJson(req, res, await readPublicSiteContent(ctx));
  });

  router.get('/admin/site-content', requirePermission(ctx.db, 'siteContent.view'), async (_req, res) => {
    res.json(await readAdminSiteContent(ctx));
  });

  router.put('/admin/site-content/photos/:place', manage, async (req: Request<{ place: string }>, res) => {
    const place = placeOf<ContentPhotoPlace>(CONTENT_PHOTO_PLACES, req.params.place);
    const { photos } = contentPhotosSchema(place).parse(req.body);
    res.json(await savePlacePhotos(ctx, actorOf(req), place, photos));
  });

  router.put('/admin/site-content/testimonials/:place', manage, async (req: Request<{ place: string }>, res) => {
    const place = placeOf<TestimonialPlace>(TESTIMONIAL_PLACES, req.params.place);
    const { testimonials } = testimonialsSchema.parse(req.body);
    res.json(await savePlaceTestimonials(ctx, actorOf(req), place, testimonials));
  });

  router.put('/admin/site-content/announcement', manage, async (req, res) => {
    res.json(await saveAnnouncement(ctx, actorOf(req), announcementSchema.parse(req.body)));
  });

  router.delete('/admin/site-content/announcement', manage, async (req, res) => {
    await deleteAnnouncement(ctx, actorOf(req));
    res.status(204).end();
  });

  return router;
}
