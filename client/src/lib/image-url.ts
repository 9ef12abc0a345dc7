/**
 * Uploaded images (/api/images/…) are asked for as compressed WebP (quality 80); artwork shipped
 * with the site is used as it is. `width` picks a smaller variant.
 */
export function displayImageUrl(src: string, width?: number): string {
  if (!src.startsWith('/api/images/')) return src;
  const query = new URLSearchParams({ compress: 'true', quality: '80', format: 'webp' });
  if (width) query.set('w', String(width));
  return `${src.split('?')[0]}?${query.toString()}`;
}
