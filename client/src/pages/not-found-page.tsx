import { Link } from 'wouter';
import { usePageMeta } from '@/components/seo/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { useContactI18n } from '@/i18n/contact';

/** An empty injera plate beside a jebena: nothing was served at this address. */
function EmptyPlate() {
  return (
    <svg
      viewBox="0 0 320 220"
      className="mx-auto h-auto w-full max-w-xs"
      aria-hidden="true"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M40 120C30 60 96 18 170 22s124 44 116 104-80 90-154 84S48 180 40 120Z" fill="var(--color-muted)" />
      <ellipse cx="160" cy="196" rx="120" ry="9" fill="var(--color-border)" />
      <g stroke="var(--color-foreground)" strokeWidth="3">
        <ellipse cx="128" cy="160" rx="86" ry="26" fill="var(--color-card)" />
        <ellipse cx="128" cy="156" rx="66" ry="17" fill="var(--color-background)" />
        <path d="M236 190c-8-30 4-58 14-70 10 12 22 40 14 70Z" fill="var(--color-primary)" />
        <path d="M250 120v-14" />
        <path d="M262 150c14-4 22-18 18-28" fill="none" />
      </g>
      <path d="M238 160h26" stroke="var(--color-accent)" strokeWidth="3" />
      <text
        x="128"
        y="110"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontSize="54"
        fontWeight="700"
        fill="var(--color-primary)"
      >
        ?
      </text>
    </svg>
  );
}

/** Any path the router does not know. */
export default function NotFoundPage() {
  const { t } = useContactI18n();
  usePageMeta(t('contact.notFound.metaTitle'), t('contact.notFound.metaDescription'));
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto grid max-w-xl justify-items-center gap-5 px-4 py-16 text-center sm:py-24"
    >
      <EmptyPlate />
      <h1 id="not-found-title" className="text-3xl font-semibold sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="text-lg text-muted-foreground">{t('notFound.body')}</p>
      <p className="text-muted-foreground">{t('contact.notFound.friendly')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          {t('notFound.home')}
        </Link>
        <Link href="/menu" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          {t('nav.viewMenu')}
        </Link>
      </div>
    </section>
  );
}
