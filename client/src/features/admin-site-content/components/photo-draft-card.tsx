import { CONTENT_TEXT_LIMITS } from '@shared/schemas/site-content';
import { Badge } from '@/components/ui/badge';
import { Field, Input } from '@/components/ui/form-controls';
import { MessageText } from '@/components/ui/message-text';
import { useAdminI18n } from '@/lib/admin-i18n';
import { displayImageUrl } from '@/lib/image-url';
import type { PhotoDraft } from '../drafts';
import { useContentGuard } from '../guard';
import type { DraftCardProps } from './place-list-form';

/** One photo of a place's draft: the photo, its required alt texts and optional captions in both languages, its order. */
export function PhotoDraftCard({ draft, index, errors, onChange, actions }: DraftCardProps<PhotoDraft>) {
  const { t } = useAdminI18n();
  const { allowed } = useContentGuard();
  const item = t('admin.content.photos.number', { number: index + 1 });
  const error = (field: string) => errors[`photos.${index}.${field}`];
  const imageError = error('image') ?? error('id');

  const text = (
    field: 'alt' | 'altAm' | 'caption' | 'captionAm',
    path: string,
    label: string,
    options: { am?: boolean; hint?: string } = {},
  ) => (
    <Field label={label} error={error(path)} hint={options.hint} className="content-start">
      {(control) => (
        <Input
          {...control}
          lang={options.am ? 'am' : undefined}
          maxLength={field.startsWith('alt') ? CONTENT_TEXT_LIMITS.alt : CONTENT_TEXT_LIMITS.caption}
          readOnly={!allowed}
          value={draft[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <li
      data-row={draft.key}
      className="grid gap-4 rounded-xl border border-border bg-background p-3 sm:p-4 md:grid-cols-[12rem_minmax(0,1fr)]"
    >
      <div className="grid content-start gap-2">
        <div className="flex items-center gap-2">
          <h3 className="font-semibold">{item}</h3>
          {!draft.id && <Badge tone="info">{t('admin.content.photos.new')}</Badge>}
        </div>
        <div className="aspect-[4/3] overflow-hidden rounded-lg bg-muted">
          <img
            src={displayImageUrl(draft.image, 480)}
            alt={draft.alt}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        </div>
        {imageError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            <MessageText text={imageError} />
          </p>
        )}
      </div>
      <div className="grid content-start gap-4">
        <div className="grid gap-4 lg:grid-cols-2">
          {text('alt', 'alt', t('admin.content.photos.alt'), { hint: t('admin.content.photos.altHint') })}
          {text('altAm', 'translations.am.alt', t('admin.content.photos.altAm'), { am: true })}
          {text('caption', 'caption', t('admin.content.photos.caption'))}
          {text('captionAm', 'translations.am.caption', t('admin.content.photos.captionAm'), { am: true })}
        </div>
        {actions(item)}
      </div>
    </li>
  );
}
