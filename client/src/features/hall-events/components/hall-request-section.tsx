import { lazy, Suspense, useState } from 'react';
import type { HallBlock } from '@shared/hall-events';
import { LazySection } from '@/components/ui/lazy-section';
import { Button } from '@/components/ui/button';
import { CalendarIcon } from '@/components/ui/icons';
import { SectionLoading } from '@/components/ui/section-loading';
import { SectionErrorBoundary } from '@/components/ui/section-error-boundary';
import { useHallEventsI18n } from '@/i18n/hall-events';
import type { HallSelection } from '../selection';

// Both load on first use: the calendar when "Check a date" is pressed, the form as it nears the screen.
const HallCalendar = lazy(() => import('./hall-calendar'));
const EventRequestForm = lazy(() => import('./event-request-form'));

interface HallRequestSectionProps {
  id: string;
  selection: HallSelection;
  hallPhone?: string;
  timeZone?: string;
  onChooseRun: (date: string, blocks: HallBlock[]) => void;
  onPackageChange: (packageId: number | null) => void;
}

/** "Check a date" and the request form, side by side with the live estimate. */
export function HallRequestSection({
  id,
  selection,
  hallPhone,
  timeZone,
  onChooseRun,
  onPackageChange,
}: HallRequestSectionProps) {
  const { t } = useHallEventsI18n();
  const [calendarOpen, setCalendarOpen] = useState(false);

  return (
    <section aria-labelledby={`${id}-title`} className="border-y border-border bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">
            {t('hallEvents.request.eyebrow')}
          </p>
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-semibold leading-tight sm:text-4xl">
            {t('hallEvents.request.title')}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t('hallEvents.request.lead')}</p>
        </div>

        <div className="mt-8">
          <Button
            size="lg"
            onClick={() => setCalendarOpen((open) => !open)}
            aria-expanded={calendarOpen}
            aria-controls={calendarOpen ? `${id}-calendar` : undefined}
          >
            <CalendarIcon />
            {t('hallEvents.calendar.open')}
          </Button>
          {calendarOpen && (
            <div id={`${id}-calendar`} className="mt-6">
              <SectionErrorBoundary message={t('page.sectionFailed')} reloadLabel={t('page.reload')}>
                <Suspense fallback={<SectionLoading text={t('hallEvents.calendar.loading')} />}>
                  <HallCalendar
                    packageId={selection.packageId}
                    chosen={selection.date ? { date: selection.date, blocks: selection.blocks } : null}
                    formId={id}
                    onChoose={onChooseRun}
                  />
                </Suspense>
              </SectionErrorBoundary>
            </div>
          )}
        </div>

        <div id={id} className="mt-10 scroll-mt-24">
          <LazySection loadingText={t('hallEvents.form.loading')}>
            <EventRequestForm
              selection={selection}
              hallPhone={hallPhone}
              timeZone={timeZone}
              onPackageChange={onPackageChange}
              onChooseRun={onChooseRun}
            />
          </LazySection>
        </div>
      </div>
    </section>
  );
}
