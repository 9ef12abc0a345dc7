import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { HALL_BLOCKS, type HallBlock } from '@shared/hall-events';
import type { HallDayDto } from '@shared/schemas/hall-events';
import { zonedMoment } from '@shared/time';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { dateFormatter } from '@/lib/format-date';
import { useSiteInfo } from '@/lib/site-info';
import { useHallEventsI18n } from '@/i18n/hall-events';
import { useEventPackages, useHallInfo, useHallMonth } from '../api';
import { monthGrid, monthOf, movedFocus, runForBlock, shiftMonth, shownState, type ShownBlockState } from '../calendar';
import { packageRuns, packageText } from '../packages';
import { useBlockNames } from './block-names';

interface HallCalendarProps {
  packageId: number | null;
  chosen: { date: string; blocks: HallBlock[] } | null;
  /** The request form's id, which the "chosen" line links to. */
  formId: string;
  onChoose: (date: string, blocks: HallBlock[]) => void;
}

const STATE_LOOK: Record<ShownBlockState, string> = {
  free: 'border-success bg-success/10 text-foreground hover:bg-success/20',
  held: 'border-accent bg-accent/25 text-foreground',
  booked: 'border-border bg-muted text-muted-foreground line-through',
  closed: 'border-border bg-muted text-muted-foreground',
  unavailable: 'border-dashed border-border bg-card text-muted-foreground',
};
const CHOSEN_LOOK = 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover';
const LEGEND: ShownBlockState[] = ['free', 'held', 'booked', 'closed', 'unavailable'];

/** "Check a date": a month of the hall's blocks; a free block (or the run the package needs) fills the form. */
export default function HallCalendar({ packageId, chosen, formId, onChoose }: HallCalendarProps) {
  const { t, language } = useHallEventsI18n();
  const blockNames = useBlockNames();
  const { data: site } = useSiteInfo();
  const { data: info } = useHallInfo();
  const { data: packages } = useEventPackages();
  const pkg = packages?.find((entry) => entry.id === packageId);
  const firstMonth = site ? monthOf(zonedMoment(site.timeZone).date) : undefined;
  const lastMonth = info ? monthOf(info.lastBookableDate) : undefined;
  const [month, setMonth] = useState<string | undefined>(undefined);
  const shown = month ?? (chosen ? monthOf(chosen.date) : info ? monthOf(info.firstBookableDate) : firstMonth);
  const { data, isError, refetch, isFetching } = useHallMonth(shown ?? '');
  const [message, setMessage] = useState('');
  const [focus, setFocus] = useState({ day: 0, block: 0 });
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  const runs = pkg ? packageRuns(pkg, info?.blocks) : HALL_BLOCKS.map((block) => [block]);
  const days = data && data.month === shown ? data.days : undefined;
  const monthName = shown
    ? dateFormatter(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${shown}-01T00:00:00Z`),
      )
    : '';
  const dayName = (date: string) =>
    dateFormatter(language, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );

  const move = (delta: number) => {
    if (!shown) return;
    setMonth(shiftMonth(shown, delta));
    setFocus({ day: 0, block: 0 });
    setMessage('');
  };

  const choose = (day: HallDayDto, block: HallBlock, state: ShownBlockState) => {
    if (state !== 'free') {
      setMessage(t(`hallEvents.calendar.notFree.${state}`, { date: dayName(day.date) }));
      return;
    }
    const run = runForBlock(block, day, runs);
    if (!run) {
      setMessage(
        t('hallEvents.calendar.runNotFree', {
          name: pkg ? packageText(pkg, language).name : '',
          count: pkg?.blocksNeeded ?? 1,
          date: dayName(day.date),
        }),
      );
      return;
    }
    onChoose(day.date, run);
    setMessage('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!days) return;
    // On a wide screen the days are a month's weeks: up and down go a week.
    const week = window.matchMedia('(min-width: 640px)').matches ? 7 : 1;
    let next = movedFocus(focus, event.key, days.length, HALL_BLOCKS.length);
    if (next && week > 1 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      const day = focus.day + (event.key === 'ArrowDown' ? week : -week);
      next = day >= 0 && day < days.length ? { day, block: focus.block } : null;
    }
    if (!next) return;
    event.preventDefault();
    setFocus(next);
    buttons.current.get(`${next.day}-${next.block}`)?.focus();
  };

  const grid = shown ? monthGrid(shown) : undefined;
  const isChosen = (date: string, block: HallBlock) => chosen?.date === date && chosen.blocks.includes(block);

  return (
    <div className="rounded-[var(--radius-card)] bg-card p-4 shadow-[var(--shadow-card)] sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="secondary"
          size="md"
          onClick={() => move(-1)}
          disabled={!shown || !firstMonth || shown <= firstMonth}
        >
          <span aria-hidden="true">‹</span>
          <span className="sr-only sm:not-sr-only">{t('hallEvents.calendar.previous')}</span>
        </Button>
        <h3 ref={headingRef} tabIndex={-1} aria-live="polite" className="text-center text-xl font-semibold">
          {monthName}
        </h3>
        <Button
          variant="secondary"
          size="md"
          onClick={() => move(1)}
          disabled={!shown || !lastMonth || shown >= lastMonth}
        >
          <span className="sr-only sm:not-sr-only">{t('hallEvents.calendar.next')}</span>
          <span aria-hidden="true">›</span>
        </Button>
      </div>

      <p className="mt-3 text-sm text-muted-foreground">
        {pkg
          ? t('hallEvents.calendar.forPackage', {
              name: packageText(pkg, language).name,
              blocks: runs.map(blockNames.run).join(t('hallEvents.or')),
            })
          : t('hallEvents.calendar.noPackage')}{' '}
        {t('hallEvents.calendar.keys')}
      </p>

      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label={t('hallEvents.calendar.legend')}>
        {LEGEND.map((state) => (
          <li key={state} className="flex items-center gap-2">
            <span aria-hidden="true" className={cn('inline-block size-4 rounded border-2', STATE_LOOK[state])} />
            {t(`hallEvents.state.${state}`)}
          </li>
        ))}
      </ul>

      <p role="status" className="mt-3 min-h-6 font-medium">
        {message ||
          (chosen &&
            t('hallEvents.calendar.chosen', { date: dayName(chosen.date), blocks: blockNames.run(chosen.blocks) }))}
        {!message && chosen && (
          <>
            {' '}
            <a href={`#${formId}`} className="text-primary underline underline-offset-4">
              {t('hallEvents.calendar.toForm')}
            </a>
          </>
        )}
      </p>

      {isError ? (
        <div role="alert" className="mt-4 grid justify-items-start gap-3">
          <p>{t('hallEvents.calendar.error')}</p>
          <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
            {t('hallEvents.tryAgain')}
          </Button>
        </div>
      ) : !days || !grid ? (
        <p role="status" className="mt-4 text-muted-foreground">
          {t('hallEvents.calendar.loadingMonth')}
        </p>
      ) : (
        <div className="mt-4">
          <div aria-hidden="true" className="hidden grid-cols-7 gap-1 text-center text-sm font-semibold sm:grid">
            {WEEK.map((date) => (
              <span key={date}>
                {dateFormatter(language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))}
              </span>
            ))}
          </div>
          <div
            role="grid"
            aria-label={t('hallEvents.calendar.gridLabel', { month: monthName })}
            onKeyDown={onKeyDown}
            className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-7"
          >
            {Array.from({ length: grid.leading }, (_, index) => (
              <div key={`blank-${index}`} aria-hidden="true" className="hidden sm:block" />
            ))}
            {days.map((day, dayIndex) => (
              <div
                key={day.date}
                role="row"
                aria-label={dayName(day.date)}
                className="flex items-center gap-2 rounded-lg border border-border p-1.5 sm:flex-col sm:items-stretch sm:gap-1"
              >
                <span aria-hidden="true" className="w-14 shrink-0 text-sm font-semibold sm:w-auto sm:text-center">
                  <span className="sm:hidden">
                    {dateFormatter(language, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(
                      new Date(`${day.date}T00:00:00Z`),
                    )}
                  </span>
                  <span className="hidden sm:inline">{Number(day.date.slice(8))}</span>
                </span>
                <div className="grid flex-1 grid-cols-3 gap-1 sm:grid-cols-1">
                  {HALL_BLOCKS.map((block, blockIndex) => {
                    const state = shownState(day, day.blocks.find((entry) => entry.block === block)?.state ?? 'closed');
                    const picked = isChosen(day.date, block);
                    const tabbable = focus.day === dayIndex && focus.block === blockIndex;
                    return (
                      <div key={block} role="gridcell">
                        <button
                          type="button"
                          ref={(node) => {
                            const key = `${dayIndex}-${blockIndex}`;
                            if (node) buttons.current.set(key, node);
                            else buttons.current.delete(key);
                          }}
                          tabIndex={tabbable ? 0 : -1}
                          aria-disabled={state !== 'free' || undefined}
                          aria-pressed={picked}
                          aria-label={t('hallEvents.calendar.blockLabel', {
                            date: dayName(day.date),
                            block: blockNames.name(block),
                            state: t(`hallEvents.state.${state}`),
                          })}
                          onFocus={() => setFocus({ day: dayIndex, block: blockIndex })}
                          onClick={() => choose(day, block, state)}
                          className={cn(
                            'min-h-11 w-full rounded-md border-2 px-0.5 text-xs font-semibold sm:min-h-7 sm:text-[0.7rem]',
                            picked ? CHOSEN_LOOK : STATE_LOOK[state],
                          )}
                        >
                          {t(`hallEvents.block.short.${block}`)}
                        </button>
                      </div>
                    );
                  })}
                </div>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

// A week from a Sunday, for the weekday names above the columns.
const WEEK = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'];
