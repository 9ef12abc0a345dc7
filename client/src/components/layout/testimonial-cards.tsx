import { StarRating } from '@/components/ui/star-rating';

export interface Testimonial {
  id: string;
  /** The texts, already translated. */
  quote: string;
  name: string;
  /** Who the guest is or what they celebrated. */
  detail: string;
  rating: number;
}

/** Guest testimonials as three cards: stars, the quote, and who said it. */
export function TestimonialCards({
  testimonials,
  ratingLabel,
}: {
  testimonials: Testimonial[];
  ratingLabel: (rating: number) => string;
}) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <figure className="flex h-full flex-col rounded-[var(--radius-card)] bg-card p-6 text-card-foreground shadow-[var(--shadow-card)]">
            <StarRating rating={testimonial.rating} label={ratingLabel(testimonial.rating)} />
            <blockquote className="mt-4 flex-1 font-display text-lg leading-relaxed">
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-5 border-t border-border pt-4">
              <span className="block font-semibold">{testimonial.name}</span>
              <span className="text-sm text-muted-foreground">{testimonial.detail}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
