import { useState, type ImgHTMLAttributes } from 'react';
import { displayImageUrl } from '@/lib/image-url';

const LOGO = '/images/logo.svg';

/** An image that shows the restaurant's logo when it is missing or fails to load. */
export function FallbackImage({
  src,
  alt,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src?: string | null }) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? LOGO : displayImageUrl(src);
  return <img src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} {...props} />;
}
