import type { ReactNode } from 'react';
import { useSiteInfo } from '@/lib/site-info';
import { useMenuI18n } from '@/i18n/menu';
import { TibebBorder } from './tibeb-border';

interface MenuHeroProps {
  title: string;
  lead: string;
  /** The page's actions, e.g. the Download Full Menu PDF button. */
  children?: ReactNode;
}

/** The menu pages' opening band: the page's one h1, a line of context and the mesob illustration. */
export function MenuHero({ title, lead, children }: MenuHeroProps) {
  const { t } = useMenuI18n();
  const { data: site } = useSiteInfo();
  return (
    <section className="bg-muted/60">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:grid-cols-[1fr_auto] sm:py-14">
        <div>
          {site && (
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">
              {t('menu.hero.eyebrow', { year: site.business.establishedYear })}
            </p>
          )}
          <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</p>
          {children && <div className="mt-6">{children}</div>}
        </div>
        <img
          src="/images/menu-page/mesob-platter.svg"
          alt={t('menu.hero.imageAlt')}
          width={320}
          height={240}
          className="hidden w-64 sm:block lg:w-80"
        />
      </div>
      <TibebBorder />
    </section>
  );
}
