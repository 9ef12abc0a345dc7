import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
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

/**
 * Renders its children only once they come within 100 px of the viewport, so their code and data
 * are fetched then; until then, and while lazily imported children load, the loading text shows.
 */
export function LazySection({ loadingText, children, className }: LazySectionProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${LAZY_SECTION_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  const loading = <SectionLoading text={loadingText} />;
  return (
    <div ref={ref} className={className}>
      {visible ? (
        <SectionErrorBoundary message={t('page.sectionFailed')} reloadLabel={t('page.reload')}>
          <Suspense fallback={loading}>{children}</Suspense>
        </SectionErrorBoundary>
      ) : (
        loading
      )}
    </div>
  );
}
