import { TibebBand } from '@/components/layout/tibeb-band';
import { useContactI18n } from '@/i18n/contact';

/** The opening band of /contact: title and subtitle. */
export function ContactHero() {
  const { t } = useContactI18n();
  return (
    <section aria-labelledby="contact-title" className="border-b border-border bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">{t('contact.hero.eyebrow')}</p>
        <h1 id="contact-title" className="mt-3 text-4xl font-semibold sm:text-5xl">
          {t('contact.hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{t('contact.hero.lead')}</p>
      </div>
      <TibebBand />
    </section>
  );
}
