import type { ContentPhotoDto } from '@shared/schemas/site-content';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n';
import { photoText, placeholderBackground } from '@/lib/site-content';

interface ContentPhotoProps {
  photo: ContentPhotoDto;
  /** How wide the picture is drawn, for the browser's choice in its srcset ("100vw", "(min-width: 1024px) 34rem, 100vw"). */
  sizes: string;
  /** The page's main picture: fetched at once and first. Others wait until they come near the screen. */
  priority?: boolean;
  /** Lower than the other pictures, e.g. a slideshow's hidden slides. */
  lowPriority?: boolean;
  /** Size and fit, e.g. "size-full object-cover". */
  className?: string;
  /** Called when the picture has loaded, and on first render when it came from the cache. */
  onLoaded?: () => void;
  /** An empty description, when the text beside it already says what it shows. */
  decorative?: boolean;
}

/**
 * One of the owner's photos: its WebP widths for the browser to choose from, its own width and
 * height (so its box is kept before it loads), its description in the page's language, and its
 * tiny blurred placeholder underneath until the photo covers it.
 */
export function ContentPhoto({
  photo,
  sizes,
  priority,
  lowPriority,
  className,
  onLoaded,
  decorative,
}: ContentPhotoProps) {
  const { language } = useI18n();
  const background = placeholderBackground(photo.placeholder);
  return (
    <img
      src={photo.src}
      srcSet={photo.srcset || undefined}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={decorative ? '' : photoText(photo, language).alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : lowPriority ? 'low' : undefined}
      decoding="async"
      style={
        background ? { backgroundImage: background, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined
      }
      className={cn('bg-muted', className)}
      ref={
        onLoaded
          ? (image) => {
              if (image?.complete && image.naturalWidth > 0) onLoaded();
            }
          : undefined
      }
      onLoad={onLoaded}
    />
  );
}
