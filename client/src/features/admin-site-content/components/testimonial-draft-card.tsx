import { CONTENT_TEXT_LIMITS } from '@shared/schemas/site-content';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { StarRating } from '@/components/ui/star-rating';
import { useAdminI18n } from '@/lib/admin-i18n';
import type { TestimonialDraft } from '../drafts';
import { useContentGuard } from '../guard';
import type { DraftCardProps } from './place-list-form';

type TextField = 'quote' | 'quoteAm' | 'name' | 'nameAm' | 'detail' | 'detailAm';

const PATHS: Record<TextField, string> = {
  quote: 'quote',
  quoteAm: 'translations.am.quote',
  name: 'name',
  nameAm: 'translations.am.name',
  detail: 'detail',
  detailAm: 'translations.am.detail',
};

const LIMITS: Record<TextField, number> = {
  quote: CONTENT_TEXT_LIMITS.quote,
  quoteAm: CONTENT_TEXT_LIMITS.quote,
  name: CONTENT_TEXT_LIMITS.name,
  nameAm: CONTENT_TEXT_LIMITS.name,
  detail: CONTENT_TEXT_LIMITS.detail,
  detailAm: CONTENT_TEXT_LIMITS.detail,
};

/** One guest's words in both languages: the quote, the name, a line about them and the stars, with its order. */
export function TestimonialDraftCard({ draft, index, errors, onChange, actions }: DraftCardProps<TestimonialDraft>) {
  const { t } = useAdminI18n();
  const { allowed } = useContentGuard();
  const item = t('admin.content.testimonials.number', { number: index + 1 });
  const error = (field: string) => errors[`testimonials.${index}.${field}`];

  const text = (field: TextField, hint?: string) => {
    const am = field.endsWith('Am');
    const multi = field.startsWith('quote');
    return (
      <Field
        label={t(`admin.content.testimonials.${field}`)}
        error={error(PATHS[field])}
        hint={hint}
        className="content-start"
      >
        {(control) => {
          const props = {
            ...control,
            lang: am ? 'am' : undefined,
            maxLength: LIMITS[field],
            readOnly: !allowed,
            value: draft[field],
          };
          return multi ? (
            <Textarea {...props} rows={4} onChange={(event) => onChange({ [field]: event.target.value })} />
          ) : (
            <Input {...props} onChange={(event) => onChange({ [field]: event.target.value })} />
          );
        }}
      </Field>
    );
  };

  return (
    <li data-row={draft.key} className="grid gap-4 rounded-xl border border-border bg-background p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{item}</h3>
        <StarRating rating={draft.rating} label={t('admin.content.testimonials.stars', { count: draft.rating })} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {text('quote')}
        {text('quoteAm')}
        {text('name')}
        {text('nameAm')}
        {text('detail', t('admin.content.testimonials.detailHint'))}
        {text('detailAm')}
      </div>
      <Field label={t('admin.content.testimonials.rating')} error={error('rating')} className="max-w-48">
        {(control) => (
          <NativeSelect
            {...control}
            disabled={!allowed}
            value={draft.rating}
            onChange={(event) => onChange({ rating: Number(event.target.value) })}
          >
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {t('admin.content.testimonials.stars', { count: stars })}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {actions(item)}
    </li>
  );
}
