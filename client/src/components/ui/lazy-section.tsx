import { startTransition, Suspense, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LAZY_SECTION_MARGIN_PX } from '@shared/constants';
import { useI18n } from '@/lib/i18n';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionLoading } from './section-loading';

interface LazySectionProps {
  /** Shown until the section is near the viewport and its code has loaded. */
  loadingText: string;
  children: ReactNode;
  className?: string;
}

/** The HTML the server rendered for this section, when the page came from the server. */
function serverHtml(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`[data-lazy-section="${CSS.escape(id)}"]`)?.innerHTML;
}

/** A plain left click on one of the site's own links: what the router would take over. */
function siteLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element).closest?.('a[href]');
  if (
    !(link instanceof HTMLAnchorElement) ||
    link.target ||
    link.hasAttribute('download') ||
    link.origin !== window.location.origin
  )
    return null;
  return link;
}

/**
 * Renders its children only once they come within 100 px of the viewport, so their code and data
 * are fetched then. Until then it shows the loading text, or, on a page the server rendered, the
 * server's HTML of the section as it is: readable at once, live once its code has loaded.
 */
export function LazySection({ loadingText, children, className }: LazySectionProps) {
  const { t } = useI18n();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onServer = typeof IntersectionObserver === 'undefined';
  const [visible, setVisible] = useState(onServer);
  const [staticHtml] = useState(() => serverHtml(id));
  const [, navigate] = useLocation();

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // In a transition the server's HTML stays on screen while the section's code loads.
          startTransition(() => setVisible(true));
          observer.disconnect();
        }
      },
      { rootMargin: `${LAZY_SECTION_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  const loading = <SectionLoading text={loadingText} />;
  if (!visible && staticHtml !== undefined) {
    // The server's links move within the app, as the live section's would, rather than reload the page.
    const followLink = (event: MouseEvent) => {
      const link = siteLinkOf(event);
      if (!link) return;
      event.preventDefault();
      navigate(`~${link.pathname}${link.search}${link.hash}`);
    };
    return (
      <div
        ref={ref}
        data-lazy-section={id}
        data-server-html=""
        className={className}
        onClick={followLink}
        dangerouslySetInnerHTML={{ __html: staticHtml }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div ref={ref} data-lazy-section={id} className={className}>
      {visible ? (
        <SectionErrorBoundary message={t('page.sectionFailed')} reloadLabel={t('page.reload')}>
          {/* A new boundary would show its loading text even in a transition: a section that had
              the server's HTML waits on the page's own boundary, which keeps what is shown. */}
          {staticHtml === undefined ? <Suspense fallback={loading}>{children}</Suspense> : children}
        </SectionErrorBoundary>
      ) : (
        loading
      )}
    </div>
  );
}
