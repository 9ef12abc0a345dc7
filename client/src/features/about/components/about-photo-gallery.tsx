import type { ContentPhotoDto } from '@shared/schemas/site-content';
import { SectionHeading } from '@/components/layout/section-heading';
import { ContentPhoto } from '@/components/ui/content-photo';
import { useI18n } from '@/lib/i18n';
import { photoText } from '@/lib/site-content';

interface AboutPhotoGalleryProps {
  eyebrow: string;
  title: string;
  photos: ContentPhotoDto[];
}

/** The owner's further photos of the restaurant, side by side on wide screens, each with its caption. */
export function AboutPhotoGallery({ eyebrow, title, photos }: AboutPhotoGalleryProps) {
  const { language } = useI18n();
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="about-photos" className="border-t border-border">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <SectionHeading id="about-photos" eyebrow={eyebrow} title={title} />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {photos.map((photo) => {
            const { caption } = photoText(photo, language);
            return (
              <li key={photo.id}>
                <figure className="grid gap-2">
                  <ContentPhoto
                    photo={photo}
                    sizes="(min-width: 1152px) 34rem, (min-width: 640px) calc(50vw - 2rem), calc(100vw - 2rem)"
                    className="aspect-[4/3] w-full rounded-[var(--radius-card)] object-cover shadow-[var(--shadow-card)]"
                  />
                  {caption && <figcaption className="text-muted-foreground">{caption}</figcaption>}
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
