import { TestimonialCards, type Testimonial } from '@/components/layout/testimonial-cards';
import { BandSection } from './band-section';

interface TestimonialsBandProps {
  id: string;
  eyebrow: string;
  title: string;
  testimonials: Testimonial[];
  ratingLabel: (rating: number) => string;
  /** The red band with a centred heading, or the dark one. */
  band: 'primary' | 'dark';
}

/** Guest testimonials on a coloured band: the section heading, then the three cards. */
export function TestimonialsBand({ id, eyebrow, title, testimonials, ratingLabel, band }: TestimonialsBandProps) {
  return (
    <BandSection id={id} eyebrow={eyebrow} title={title} align={band === 'primary' ? 'center' : 'start'} band={band}>
      <TestimonialCards testimonials={testimonials} ratingLabel={ratingLabel} />
    </BandSection>
  );
}
