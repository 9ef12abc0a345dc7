import type { ReactNode } from 'react';
import { TibebBand } from './tibeb-band';

interface IllustratedHeroProps {
  /** The id of the h1, for the section's aria-labelledby. */
  id: string;
  eyebrow: ReactNode;
  title: string;
  lead: string;
  image: { src: string; alt: string };
  /** Actions under the lead, e.g. a button to the page's form. */
  children?: ReactNode;
}

/** The opening band of an inner page: eyebrow, h1, lead and an illustration, closed by the tibeb band. */
export function IllustratedHero({ id, eyebrow, title, lead, image, children }: IllustratedHeroProps) {
  return (
    <section aria-labelledby={id} className="border-b border-border bg-muted/60">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:py-14 md:grid-cols-[1.2fr_1fr]">
        <div>
          {typeof eyebrow === 'string' ? (
            <p className="text-sm font-semibold uppercase tracking-widest text-primary">{eyebrow}</p>
          ) : (
            eyebrow
          )}
          <h1 id={id} className="mt-3 text-4xl font-semibold sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">{lead}</p>
          {children}
        </div>
        <img
          src={image.src}
          alt={image.alt}
          width={480}
          height={360}
          className="mx-auto h-auto w-full max-w-[17rem] sm:max-w-sm md:max-w-md"
        />
      </div>
      <TibebBand />
    </section>
  );
}
