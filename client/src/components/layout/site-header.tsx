import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { HEADER_SHADOW_THRESHOLD_PX } from '@shared/constants';
import { useSiteInfo } from '@/features/site-info/api';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n';
import { PRIMARY_NAV } from './nav-links';

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

export function SiteHeader() {
  const { t } = useI18n();
  const { data: site } = useSiteInfo();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const scrolled = useScrolledPast(HEADER_SHADOW_THRESHOLD_PX);
  const name = site?.business.name ?? 'Selam Ethiopian Restaurant';

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b border-border/70 bg-background/95 backdrop-blur transition-shadow',
        scrolled ? 'shadow-lg shadow-foreground/10' : 'shadow-sm shadow-foreground/5',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link href="/" className="flex min-w-0 items-center gap-2 rounded-md">
          <img src="/images/logo.svg" alt="" width={40} height={40} className="size-10 shrink-0" />
          <span className="truncate font-display text-lg font-semibold leading-tight">{name}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="ml-auto hidden xl:block">
          <ul className="flex items-center gap-0.5 whitespace-nowrap text-sm">
            {PRIMARY_NAV.slice(1).map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={location === link.href ? 'page' : undefined}
                  className={cn(
                    'rounded-md px-2.5 py-2 font-medium hover:bg-muted',
                    location === link.href && 'text-primary',
                  )}
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link
          href="/reservations"
          className="ml-auto hidden rounded-full bg-primary whitespace-nowrap px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary-hover sm:inline-block xl:ml-2"
        >
          {t('nav.reserve')}
        </Link>
        <button
          type="button"
          className="ml-auto inline-flex size-11 items-center justify-center rounded-md hover:bg-muted sm:ml-0 xl:hidden"
          aria-expanded={open}
          aria-controls="mobile-nav"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((value) => !value)}
        >
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {open && (
        <nav id="mobile-nav" aria-label={t('nav.main')} className="border-t border-border bg-background xl:hidden">
          <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
            {[...PRIMARY_NAV, { href: '/reservations', label: 'nav.reserve' as const }].map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={location === link.href ? 'page' : undefined}
                  className="block rounded-md px-3 py-3 font-medium hover:bg-muted"
                  onClick={() => setOpen(false)}
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
