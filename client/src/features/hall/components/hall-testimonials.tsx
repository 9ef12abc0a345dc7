import { TestimonialsBand } from '@/components/sections/testimonials-band';
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
    <TestimonialsBand
      id="hall-testimonials"
      eyebrow={t('hall.testimonials.eyebrow')}
      title={t('hall.testimonials.title')}
      testimonials={testimonials}
      ratingLabel={(stars) => t('hall.testimonials.rating', { stars })}
      band="dark"
    />
  );
}
