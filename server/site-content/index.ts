export { invalidateSiteContent } from './content-cache';
export { readAdminSiteContent, readPublicSiteContent } from './site-content';
export { siteContentRouter } from './site-content-routes';
