import { useMemo, useRef, useState, type FormEvent } from 'react';
import {
  CONTENT_PHOTO_LIMITS,
  contentPhotosSchema,
  type AdminContentPhotoDto,
  type ContentPhotoPlace,
} from '@shared/schemas/site-content';
import { useAdminToasts } from '@/components/admin/admin-toasts';
import { GuardedActionButton } from '@/components/admin/guarded-action-button';
import { UploadIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { ApiRequestError } from '@/lib/api-request';
import { errorMessage } from '@/lib/error-message';
import { messageIn, readerLanguage } from '@/lib/messages';
import { uploadImage, useSavePhotos } from '../api';
import { isChanged, newPhotoDraft, photoDraftFrom, photoInputFrom } from '../drafts';
import { fitImage } from '../fit-image';
import { useContentGuard } from '../guard';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { useDraftList } from '../use-draft-list';
import { PhotoDraftCard } from './photo-draft-card';
import { PhotoPlacePreview } from './photo-place-preview';
import { PlaceListForm } from './place-list-form';

/** A file the picker may offer: any image, and the iPhone's HEIC, which some systems give no type. */
const ACCEPT = 'image/*,.heic,.heif';
const isHeic = (file: File) => /^image\/hei[cf]/.test(file.type) || /\.(heic|heif)$/i.test(file.name);
const looksLikeImage = (file: File) => file.type.startsWith('image/') || isHeic(file);

/** The iPhone advice for a HEIC the browser could not read and the server refused as not an image. */
function heicAdvice(file: File, error: unknown): string | null {
  if (!isHeic(file) || !(error instanceof ApiRequestError) || error.status !== 415) return null;
  return messageIn({ key: 'siteContent.heic' }, readerLanguage());
}

/** The photos of one place as a draft: add (fitted and uploaded here), describe, order, remove, preview, then Save. */
export function PhotoPlaceEditor({ place, saved }: { place: ContentPhotoPlace; saved: AdminContentPhotoDto[] }) {
  const { t } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const manage = useContentGuard();
  const id = `content-photos-${place}`;
  const max = CONTENT_PHOTO_LIMITS[place];
  const list = useDraftList(() => saved.map(photoDraftFrom), `${id}-form`);
  const form = useAdminForm(`${id}-form`);
  const save = useSavePhotos(place);
  const picker = useRef<HTMLInputElement>(null);
  const [adding, setAdding] = useState<'preparing' | 'uploading' | null>(null);
  const placeName = t(`admin.content.place.${place}`);

  const savedInputs = useMemo(() => saved.map(photoDraftFrom).map(photoInputFrom), [saved]);
  const changed = isChanged(savedInputs, list.items.map(photoInputFrom));
  const full = list.items.length >= max;

  const add = async (file: File) => {
    if (!looksLikeImage(file)) {
      failed(t('admin.content.photos.notImage'));
      return;
    }
    try {
      setAdding('preparing');
      const fitted = await fitImage(file);
      setAdding('uploading');
      const answer = await uploadImage(fitted.file, fitted.name);
      const draft = newPhotoDraft(answer.imageUrl);
      list.add(draft);
      succeeded(t('admin.content.photos.uploaded'));
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`#${id}-form [data-row="${draft.key}"] input`)?.focus(),
      );
    } catch (error) {
      failed(heicAdvice(file, error) ?? errorMessage(error, t('admin.content.photos.uploadFailed')));
    } finally {
      setAdding(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(contentPhotosSchema(place), { photos: list.items.map(photoInputFrom) });
    if (!input) return;
    await form.send(
      async () => {
        const answer = await save.mutateAsync(input.photos);
        list.setItems(answer.map(photoDraftFrom));
      },
      { done: t('admin.content.photos.saved', { place: placeName }), failed: t('admin.content.photos.saveFailed') },
    );
  };

  const undo = () => {
    list.setItems(saved.map(photoDraftFrom));
    form.setErrors({});
  };

  return (
    <PlaceListForm
      id={id}
      title={placeName}
      description={t(`admin.content.place.${place}.description`)}
      max={max}
      list={list}
      form={form}
      error={form.errors.photos}
      empty={t('admin.content.photos.empty')}
      card={PhotoDraftCard}
      addArea={
        <div className="grid gap-2">
          <input
            ref={picker}
            type="file"
            accept={ACCEPT}
            hidden
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared at once, so choosing the same file again still counts as a change.
              event.target.value = '';
              if (file) void add(file);
            }}
          />
          <div className="flex flex-wrap items-center gap-3">
            <GuardedActionButton
              id={`${id}-add`}
              variant="secondary"
              size="md"
              manage={manage}
              disabled={full || adding !== null}
              aria-describedby={`${id}-add-hint`}
              onClick={() => picker.current?.click()}
            >
              <UploadIcon />
              {adding === 'preparing'
                ? t('admin.content.photos.preparing')
                : adding === 'uploading'
                  ? t('admin.content.photos.uploading')
                  : t('admin.content.photos.add')}
            </GuardedActionButton>
            <p role="status" className="sr-only">
              {adding === 'preparing'
                ? t('admin.content.photos.preparing')
                : adding === 'uploading'
                  ? t('admin.content.photos.uploading')
                  : ''}
            </p>
          </div>
          <p id={`${id}-add-hint`} className="text-sm text-muted-foreground">
            {full ? t('admin.content.photos.full') : t('admin.content.photos.addHint')}
          </p>
        </div>
      }
      after={list.items.length > 0 && <PhotoPlacePreview place={place} drafts={list.items} />}
      changed={changed}
      pending={save.isPending}
      busy={adding !== null}
      onUndo={undo}
      onSubmit={onSubmit}
    />
  );
}
