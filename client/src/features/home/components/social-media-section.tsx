import type { BusinessInfo } from '@shared/schemas/settings';
import { SectionHeading } from '@/components/layout/section-heading';
import { SOCIAL_NETWORKS } from '@/components/layout/social-icons';
import { ExternalLink } from '@/components/ui/external-link';
import { useHomeSectionsI18n } from '@/i18n/home-sections';

/** Links to the restaurant's Facebook, Instagram and TikTok pages, as set in the settings. */
export function SocialMediaSection({ social }: { social: BusinessInfo['social'] }) {
  const { t } = useHomeSectionsI18n();
  return (
    <section aria-labelledby="home-social-title" className="border-y border-border bg-muted/60 py-14">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 md:flex-row md:items-center md:justify-between">
        <SectionHeading
          id="home-social-title"
          eyebrow={t('home.social.eyebrow')}
          title={t('home.social.title')}
          lead={t('home.social.lead')}
        />
        <ul className="grid gap-3 sm:grid-cols-3 md:w-auto md:shrink-0">
          {SOCIAL_NETWORKS.map(({ id, Icon }) => (
            <li key={id}>
              <ExternalLink
                href={social[id]}
                className="flex min-h-12 items-center justify-center gap-2.5 rounded-full border border-border bg-card px-5 font-semibold shadow-[var(--shadow-card)] transition-colors hover:border-primary hover:text-primary"
              >
                <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon />
                </span>
                {t(`home.social.${id}`)}
                <span className="sr-only"> {t('home.social.newTab')}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default SocialMediaSection;
