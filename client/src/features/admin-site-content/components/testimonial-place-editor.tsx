import { useMemo, type FormEvent } from 'react';
import {
  TESTIMONIALS_PER_PLACE,
  testimonialsSchema,
  type TestimonialDto,
  type TestimonialPlace,
} from '@shared/schemas/site-content';
import { AdminPanel } from '@/components/admin/admin-panel';
import { GuardedActionButton } from '@/components/admin/guarded-action-button';
import { Badge } from '@/components/ui/badge';
import { PlusIcon } from '@/components/ui/icons';
import { MessageText } from '@/components/ui/message-text';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useSaveTestimonials } from '../api';
import { isChanged, newTestimonialDraft, testimonialDraftFrom, testimonialInputFrom } from '../drafts';
import { useContentGuard } from '../guard';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { useDraftList } from '../use-draft-list';
import { DraftSaveBar } from './draft-save-bar';
import { TestimonialDraftCard } from './testimonial-draft-card';

/** The testimonials of one place as a draft: add, edit, order, remove, then Save the list. */
export function TestimonialPlaceEditor({ place, saved }: { place: TestimonialPlace; saved: TestimonialDto[] }) {
  const { t } = useAdminI18n();
  const manage = useContentGuard();
  const id = `content-testimonials-${place}`;
  const list = useDraftList(() => saved.map(testimonialDraftFrom), `${id}-form`);
  const form = useAdminForm(`${id}-form`);
  const save = useSaveTestimonials(place);
  const placeName = t(`admin.content.testimonials.place.${place}`);

  const savedInputs = useMemo(() => saved.map(testimonialDraftFrom).map(testimonialInputFrom), [saved]);
  const changed = isChanged(savedInputs, list.items.map(testimonialInputFrom));
  const full = list.items.length >= TESTIMONIALS_PER_PLACE;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(testimonialsSchema, { testimonials: list.items.map(testimonialInputFrom) });
    if (!input) return;
    await form.send(
      async () => {
        const answer = await save.mutateAsync(input.testimonials);
        list.setItems(answer.map(testimonialDraftFrom));
      },
      {
        done: t('admin.content.testimonials.saved', { place: placeName }),
        failed: t('admin.content.testimonials.saveFailed'),
      },
    );
  };

  const add = () => {
    const draft = newTestimonialDraft();
    list.add(draft);
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`#${id}-form [data-row="${draft.key}"] textarea`)?.focus(),
    );
  };

  return (
    <AdminPanel id={id} title={placeName} description={t(`admin.content.testimonials.place.${place}.description`)}>
      <form id={`${id}-form`} noValidate onSubmit={onSubmit} className="grid gap-5">
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={full ? 'info' : undefined}>
            {t('admin.content.count', { count: list.items.length, max: TESTIMONIALS_PER_PLACE })}
          </Badge>
          {changed && <Badge tone="warning">{t('admin.content.unsaved')}</Badge>}
        </div>
        {form.errors.testimonials && (
          <p role="alert" className="text-sm font-medium text-destructive">
            <MessageText text={form.errors.testimonials} />
          </p>
        )}
        {list.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border bg-muted/40 px-4 py-6 text-sm text-muted-foreground">
            {t('admin.content.testimonials.empty')}
          </p>
        ) : (
          <ol className="grid gap-4" aria-label={placeName}>
            {list.items.map((draft, index) => (
              <TestimonialDraftCard
                key={draft.key}
                draft={draft}
                index={index}
                count={list.items.length}
                errors={form.errors}
                onChange={(change) => list.update(index, change)}
                onMove={(step, item) =>
                  list.move(index, step, (position) =>
                    t('admin.content.moved', { item, position, count: list.items.length }),
                  )
                }
                onRemove={(item) => {
                  list.remove(index, t('admin.content.removed', { item }));
                  form.setErrors({});
                  document.getElementById(`${id}-add`)?.focus();
                }}
              />
            ))}
          </ol>
        )}
        <p aria-live="polite" className="sr-only">
          {list.announcement}
        </p>
        <div className="grid justify-items-start gap-2">
          <GuardedActionButton
            id={`${id}-add`}
            variant="secondary"
            size="md"
            manage={manage}
            disabled={full}
            onClick={add}
          >
            <PlusIcon />
            {t('admin.content.testimonials.add')}
          </GuardedActionButton>
          {full && <p className="text-sm text-muted-foreground">{t('admin.content.testimonials.full')}</p>}
        </div>
        <DraftSaveBar
          changed={changed}
          pending={save.isPending}
          onUndo={() => {
            list.setItems(saved.map(testimonialDraftFrom));
            form.setErrors({});
          }}
        />
      </form>
    </AdminPanel>
  );
}
