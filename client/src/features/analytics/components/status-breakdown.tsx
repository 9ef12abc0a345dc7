import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { shares, stackSegments } from '../chart-math';

export interface BreakdownEntry<K extends string> {
  key: K;
  label: string;
  /** Tailwind fill and background classes of the same token, e.g. "fill-success bg-success". */
  tone: string;
}

interface StatusBreakdownProps<K extends string> {
  /** What is counted, for the summary: "Reservations by status". */
  title: string;
  counts: Record<K, number>;
  entries: readonly BreakdownEntry<K>[];
  empty: string;
}

/**
 * A share of each status as one stacked bar (inline SVG with a spoken summary) and the same
 * counts in a table next to it; the table carries the labels, so colour is never the only signal.
 */
export function StatusBreakdown<K extends string>({ title, counts, entries, empty }: StatusBreakdownProps<K>) {
  const { t } = useAdminI18n();
  const { items, total } = shares(
    counts,
    entries.map((entry) => entry.key),
  );
  if (total === 0)
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-muted-foreground">
        {empty}
      </p>
    );

  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  const summary = `${title}: ${items.map((item) => `${item.count} ${byKey.get(item.key)!.label.toLowerCase()}`).join(', ')}.`;

  return (
    <div className="grid gap-3">
      <svg
        role="img"
        aria-label={summary}
        width="100%"
        height="20"
        className="block overflow-hidden rounded-full bg-muted"
      >
        {stackSegments(items, total).map((segment) => (
          <rect
            key={segment.key}
            x={`${segment.start}%`}
            y="0"
            width={`${segment.width}%`}
            height="20"
            className={cn(byKey.get(segment.key)!.tone, 'stroke-card')}
            strokeWidth={1.5}
          />
        ))}
      </svg>
      <table className="w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('admin.analytics.status')}</th>
            <th scope="col">{t('admin.analytics.count')}</th>
            <th scope="col">{t('admin.analytics.share')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((item) => {
            const entry = byKey.get(item.key)!;
            return (
              <tr key={item.key}>
                <th scope="row" className="py-1.5 text-left font-normal">
                  <span className="flex items-center gap-2">
                    <span aria-hidden="true" className={cn('size-3 shrink-0 rounded-sm', entry.tone)} />
                    {entry.label}
                  </span>
                </th>
                <td className="py-1.5 text-right font-semibold tabular-nums">{item.count}</td>
                <td className="w-16 py-1.5 text-right text-muted-foreground tabular-nums">{item.percent}%</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border">
            <th scope="row" className="py-1.5 text-left font-semibold">
              {t('admin.analytics.total')}
            </th>
            <td className="py-1.5 text-right font-semibold tabular-nums">{total}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
