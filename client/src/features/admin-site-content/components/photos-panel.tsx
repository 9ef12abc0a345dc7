import { CONTENT_PHOTO_PLACES, type AdminSiteContentDto } from '@shared/schemas/site-content';
import { useAdminI18n } from '@/lib/admin-i18n';
import { PhotoPlaceEditor } from './photo-place-editor';

/** One editor per place of the site that shows the restaurant's photos, with links to jump between them. */
export function PhotosPanel({ photos }: { photos: AdminSiteContentDto['photos'] }) {
  const { t } = useAdminI18n();
  return (
    <div className="grid gap-6">
      <nav aria-label={t('admin.content.placesNav')}>
        <ul className="flex flex-wrap gap-2">
          {CONTENT_PHOTO_PLACES.map((place) => (
            <li key={place}>
              <a
                href={`#content-photos-${place}-title`}
                className="inline-flex min-h-11 items-center rounded-full border border-border bg-card px-4 text-sm font-semibold hover:bg-muted"
              >
                {t(`admin.content.place.${place}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {CONTENT_PHOTO_PLACES.map((place) => (
        <PhotoPlaceEditor key={place} place={place} saved={photos[place]} />
      ))}
    </div>
  );
}
