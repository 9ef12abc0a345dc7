import { useState } from 'react';
import type { ContentPhotoPlace } from '@shared/schemas/site-content';
import type { SiteLanguage } from '@shared/language-path';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { displayImageUrl } from '@/lib/image-url';
import type { PhotoDraft } from '../drafts';
import { PreviewLanguage } from './preview-language';

interface PhotoPlacePreviewProps {
  place: ContentPhotoPlace;
  drafts: PhotoDraft[];
}

interface Shown {
  key: string;
  src: string;
  alt: string;
  caption: string;
}

/** The place as visitors will see it once saved, made from the draft: the hero's wide slide, the hall's slideshow and gallery, the ceremony's carousel, the about page's photos. */
export function PhotoPlacePreview({ place, drafts }: PhotoPlacePreviewProps) {
  const { t, language: adminLanguage } = useAdminI18n();
  const [language, setLanguage] = useState<SiteLanguage>(adminLanguage);
  const [slide, setSlide] = useState(0);
  const photos: Shown[] = drafts.map((draft) => ({
    key: draft.key,
    src: draft.image,
    alt: language === 'am' ? draft.altAm : draft.alt,
    caption: language === 'am' ? draft.captionAm : draft.caption,
  }));
  const current = photos[Math.min(slide, photos.length - 1)];
  const headingId = `content-preview-${place}`;

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-border bg-muted/40 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold">
            {t('admin.content.preview')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('admin.content.previewHint')}</p>
        </div>
        <PreviewLanguage value={language} onChange={setLanguage} />
      </div>
      <div lang={language}>
        {!current ? null : place === 'hero' || place === 'hall' ? (
          <div className="grid max-w-4xl gap-3">
            <Slide photo={current} wide={place === 'hero'} />
            {photos.length > 1 && (
              <div className="flex flex-wrap items-center gap-2">
                {photos.map((photo, index) => (
                  <button
                    key={photo.key}
                    type="button"
                    aria-pressed={photo === current}
                    aria-label={t('admin.content.preview.slide', { number: index + 1, count: photos.length })}
                    onClick={() => setSlide(index)}
                    className={cn(
                      'size-11 overflow-hidden rounded-md border-2 border-transparent',
                      photo === current && 'border-primary',
                    )}
                  >
                    <img src={displayImageUrl(photo.src, 160)} alt="" className="size-full object-cover" />
                  </button>
                ))}
              </div>
            )}
            {place === 'hall' && <Grid photos={photos} columns="grid-cols-2 sm:grid-cols-4" />}
          </div>
        ) : place === 'coffee' ? (
          <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
            {photos.map((photo) => (
              <li key={photo.key} className="w-44 shrink-0 snap-start sm:w-56">
                <Figure photo={photo} aspect="aspect-[4/5]" />
              </li>
            ))}
          </ul>
        ) : (
          <Grid photos={photos} columns="grid-cols-1 sm:grid-cols-2" />
        )}
      </div>
    </section>
  );
}

function Slide({ photo, wide }: { photo: Shown; wide: boolean }) {
  return (
    <figure
      className={cn(
        'relative overflow-hidden rounded-lg bg-foreground',
        wide ? 'aspect-[4/3] sm:aspect-[21/9]' : 'aspect-[4/3] sm:aspect-[16/9]',
      )}
    >
      <img src={displayImageUrl(photo.src, 1280)} alt={photo.alt} className="size-full object-cover" />
      {photo.caption && (
        <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-4 pt-10 pb-4 text-lg font-semibold text-white sm:text-2xl">
          {photo.caption}
        </figcaption>
      )}
    </figure>
  );
}

function Grid({ photos, columns }: { photos: Shown[]; columns: string }) {
  return (
    <ul className={cn('grid gap-2', columns)}>
      {photos.map((photo) => (
        <li key={photo.key}>
          <Figure photo={photo} aspect="aspect-[4/3]" />
        </li>
      ))}
    </ul>
  );
}

function Figure({ photo, aspect }: { photo: Shown; aspect: string }) {
  return (
    <figure className="grid gap-1">
      <img
        src={displayImageUrl(photo.src, 480)}
        alt={photo.alt}
        loading="lazy"
        className={cn('w-full rounded-lg bg-muted object-cover', aspect)}
      />
      {photo.caption && <figcaption className="text-sm text-muted-foreground">{photo.caption}</figcaption>}
    </figure>
  );
}
