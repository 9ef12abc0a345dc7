import { TestimonialsBand } from '@/components/sections/testimonials-band';
import { useHallI18n } from '@/i18n/hall';
import { placeTestimonials, useSiteContent } from '@/lib/site-content';

const TESTIMONIALS = ['one', 'two', 'three'] as const;
const RATING = 5;

/**
 * The hall's guests' words the owner chose, with their stars; none, no band. Until the site's
 * content has been read (or when it cannot be), three built-in testimonials.
 */
export function HallTestimonials() {
  const { t, language } = useHallI18n();
  const owners = placeTestimonials(useSiteContent().data, 'hall', language);
  if (owners && owners.length === 0) return null;
  const testimonials =
    owners ??
    TESTIMONIALS.map((id) => ({
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
