import { useMemo, type FormEvent } from 'react';
import {
  TESTIMONIALS_PER_PLACE,
  testimonialsSchema,
  type TestimonialDto,
  type TestimonialPlace,
} from '@shared/schemas/site-content';
import { GuardedActionButton } from '@/components/admin/guarded-action-button';
import { PlusIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useSaveTestimonials } from '../api';
import { isChanged, newTestimonialDraft, testimonialDraftFrom, testimonialInputFrom } from '../drafts';
import { useContentGuard } from '../guard';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { useDraftList } from '../use-draft-list';
import { PlaceListForm } from './place-list-form';
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
    <PlaceListForm
      id={id}
      title={placeName}
      description={t(`admin.content.testimonials.place.${place}.description`)}
      max={TESTIMONIALS_PER_PLACE}
      list={list}
      form={form}
      error={form.errors.testimonials}
      empty={t('admin.content.testimonials.empty')}
      card={TestimonialDraftCard}
      addArea={
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
      }
      changed={changed}
      pending={save.isPending}
      onUndo={() => {
        list.setItems(saved.map(testimonialDraftFrom));
        form.setErrors({});
      }}
      onSubmit={onSubmit}
    />
  );
}
