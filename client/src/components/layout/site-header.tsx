import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { HEADER_SHADOW_THRESHOLD_PX } from '@shared/constants';
import { buttonVariants } from '@/components/ui/button';
import { ChevronIcon } from '@/components/ui/entry-icons';
import { loadOnOpen } from '@/components/ui/load-on-open';
import { OpenClosedBadge } from './open-closed-badge';
import { useSiteInfo } from '@/lib/site-info';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n';
import { latinTextLang } from '@/lib/text-lang';
import { LanguagePicker } from './language-picker';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { DESKTOP_DROPDOWNS, DESKTOP_LINKS } from './nav-links';

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

const NavDropdown = loadOnOpen(() => import('./nav-dropdown'), 'menu');

const navItem = 'inline-flex min-h-11 items-center gap-1 rounded-md px-2.5 font-medium hover:bg-muted';

export function SiteHeader() {
  const { t, language } = useI18n();
  const { data: site } = useSiteInfo();
  const [location] = useLocation();
  const scrolled = useScrolledPast(HEADER_SHADOW_THRESHOLD_PX);
  const name = site?.business.name ?? 'Selam Ethiopian Restaurant';

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b border-border/70 bg-background/95 backdrop-blur transition-shadow',
        scrolled ? 'shadow-lg shadow-foreground/15' : 'shadow-sm shadow-foreground/5',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link href="/" className="flex min-w-0 items-center gap-2 rounded-md">
          <img src="/images/logo.svg" alt="" width={40} height={40} className="size-10 shrink-0" />
          <span
            lang={latinTextLang(name, language)}
            className="line-clamp-2 font-display text-base font-semibold leading-tight sm:text-lg"
          >
            {name}
          </span>
        </Link>
        <OpenClosedBadge className="shrink-0" />
        <nav aria-label={t('nav.main')} className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-0.5 whitespace-nowrap text-sm">
            {DESKTOP_DROPDOWNS.map((group) => {
              const active = group.links.some((link) => link.href === location);
              return (
                <li key={group.label}>
                  <NavDropdown
                    group={group}
                    trigger={
                      <button type="button" className={cn(navItem, active && 'text-primary')}>
                        {t(group.label)}
                        <ChevronIcon className="size-4" />
                      </button>
                    }
                  />
                </li>
              );
            })}
            {DESKTOP_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={location === link.href ? 'page' : undefined}
                  className={cn(navItem, location === link.href && 'text-primary')}
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguagePicker className="ml-auto max-sm:hidden lg:ml-1" />
        <Link href="/reservations" className={cn(buttonVariants({ size: 'sm' }), 'whitespace-nowrap max-sm:hidden')}>
          {t('nav.reserve')}
        </Link>
        <MobileNavDrawer className="ml-auto sm:ml-0 lg:hidden" />
      </div>
    </header>
  );
}
