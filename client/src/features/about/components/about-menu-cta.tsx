import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAboutI18n } from '@/i18n/about';

/** The closing invitation, linking to /menu. */
export function AboutMenuCta({ years }: { years: number }) {
  const { t } = useAboutI18n();
  return (
    <section aria-labelledby="about-menu" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <div className="rounded-[var(--radius-card)] bg-foreground px-6 py-12 text-center text-background sm:px-10">
        <h2 id="about-menu" className="text-3xl font-semibold sm:text-4xl">
          {t('about.menu.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-background/90">{t('about.menu.body', { years })}</p>
        <Link href="/menu" className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'mt-8')}>
          {t('about.menu.link')}
        </Link>
      </div>
    </section>
  );
}
