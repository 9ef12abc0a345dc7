export { invalidateSiteContent } from './content-cache';
export { readAdminSiteContent, readPublicSiteContent, ownerBannerShows } from './site-content';
export { siteContentRouter } from './site-content-routes';
