import { TESTIMONIAL_PLACES, type AdminSiteContentDto } from '@shared/schemas/site-content';
import { TestimonialPlaceEditor } from './testimonial-place-editor';

/** One editor per place that shows guests' words: the home page and the hall page. */
export function TestimonialsPanel({ testimonials }: { testimonials: AdminSiteContentDto['testimonials'] }) {
  return (
    <div className="grid gap-6">
      {TESTIMONIAL_PLACES.map((place) => (
        <TestimonialPlaceEditor key={place} place={place} saved={testimonials[place]} />
      ))}
    </div>
  );
}
