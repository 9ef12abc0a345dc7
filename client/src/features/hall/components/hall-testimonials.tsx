import { SectionHeading } from '@/components/layout/section-heading';
import { TestimonialCards } from '@/components/layout/testimonial-cards';
import { useHallI18n } from '@/i18n/hall';

const TESTIMONIALS = ['one', 'two', 'three'] as const;
const RATING = 5;

/** Three static guest testimonials with star ratings. */
export function HallTestimonials() {
  const { t } = useHallI18n();
  const testimonials = TESTIMONIALS.map((id) => ({
    id,
    quote: t(`hall.testimonials.${id}.quote`),
    name: t(`hall.testimonials.${id}.name`),
    detail: t(`hall.testimonials.${id}.event`),
    rating: RATING,
  }));
  return (
    <section aria-labelledby="hall-testimonials" className="bg-foreground text-background">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="hall-testimonials"
          eyebrow={t('hall.testimonials.eyebrow')}
          title={t('hall.testimonials.title')}
          tone="onDark"
        />
        <TestimonialCards
          testimonials={testimonials}
          ratingLabel={(stars) => t('hall.testimonials.rating', { stars })}
        />
      </div>
    </section>
  );
}
