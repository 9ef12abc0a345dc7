/** One row of a count list: its label and how many. */
export interface CountRow {
  key: string;
  label: string;
  count: number;
}

/**
 * Counts as a table with a bar in each row, the bar as long as its share of the largest count;
 * the numbers are in the table, so the bars only help the eye.
 */
export function CountBars({
  caption,
  label,
  rows,
  empty,
}: {
  caption: string;
  label: string;
  rows: CountRow[];
  empty: string;
}) {
  const largest = Math.max(0, ...rows.map((row) => row.count));
  if (largest === 0)
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-muted-foreground">
        {empty}
      </p>
    );
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">{caption}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="w-2/5 py-1 pr-2 text-left font-normal">
              {row.label}
            </th>
            <td className="py-1">
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="h-3 rounded-sm bg-primary"
                  style={{ width: `${(row.count / largest) * 80}%` }}
                />
                <span className="font-semibold tabular-nums">{row.count}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
