import { SectionHeading } from '@/components/layout/section-heading';
import { TestimonialCards } from '@/components/layout/testimonial-cards';
import { useHomeSectionsI18n } from '@/i18n/home-sections';

const TESTIMONIALS = ['1', '2', '3'] as const;
const RATING = 5;

/** Three static guest testimonials with star ratings. */
export function Testimonials() {
  const { t } = useHomeSectionsI18n();
  const testimonials = TESTIMONIALS.map((id) => ({
    id,
    quote: t(`home.testimonials.${id}.quote`),
    name: t(`home.testimonials.${id}.name`),
    detail: t(`home.testimonials.${id}.detail`),
    rating: RATING,
  }));
  return (
    <section aria-labelledby="home-testimonials-title" className="bg-primary py-16 text-primary-foreground sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="home-testimonials-title"
          eyebrow={t('home.testimonials.eyebrow')}
          title={t('home.testimonials.title')}
          align="center"
          tone="onPrimary"
        />
        <TestimonialCards
          testimonials={testimonials}
          ratingLabel={(rating) => t('home.testimonials.rating', { rating })}
        />
      </div>
    </section>
  );
}

export default Testimonials;
