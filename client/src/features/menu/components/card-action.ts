/**
 * The two dish actions (Order Now, Add to Favorites): 44 px tall like every tap target, but with
 * tighter sides than the shared md button so both fit side by side on a 390 px phone.
 */
const base =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition-colors [&_svg]:size-4 [&_svg]:shrink-0';

export const cardActionClass = {
  primary: `${base} bg-primary text-primary-foreground hover:bg-primary-hover`,
  secondary: `${base} border border-border bg-card text-foreground hover:bg-muted`,
} as const;
