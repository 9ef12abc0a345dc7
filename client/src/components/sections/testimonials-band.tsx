import { TestimonialCards, type Testimonial } from '@/components/layout/testimonial-cards';
import { BandSection } from './band-section';

interface TestimonialsBandProps {
  id: string;
  eyebrow: string;
  title: string;
  testimonials: Testimonial[];
  ratingLabel: (rating: number) => string;
  /** The red band with a centred heading, or the dark one. */
  tone: 'primary' | 'dark';
}

const BAND = {
  primary: { className: 'bg-primary py-16 text-primary-foreground sm:py-20', align: 'center', heading: 'onPrimary' },
  dark: { className: 'bg-foreground py-16 text-background sm:py-20', align: 'start', heading: 'onDark' },
} as const;

/** Guest testimonials on a coloured band: the section heading, then the three cards. */
export function TestimonialsBand({ id, eyebrow, title, testimonials, ratingLabel, tone }: TestimonialsBandProps) {
  const band = BAND[tone];
  return (
    <BandSection
      id={id}
      eyebrow={eyebrow}
      title={title}
      align={band.align}
      tone={band.heading}
      className={band.className}
    >
      <TestimonialCards testimonials={testimonials} ratingLabel={ratingLabel} />
    </BandSection>
  );
}
