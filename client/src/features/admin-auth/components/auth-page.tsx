import type { ReactNode } from 'react';

interface AuthPageProps {
  /** The id the card's heading takes, which names the card. */
  titleId: string;
  title: string;
  /** What stands above the card (the brand on the sign-in page). */
  above?: ReactNode;
  children: ReactNode;
}

/** A signed-out back-office page: one card in the middle of the screen, under its heading. */
export function AuthPage({ titleId, title, above, children }: AuthPageProps) {
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/60 px-4 py-10">
      <div className="w-full max-w-md">
        {above}
        <section
          className="rounded-[var(--radius-card)] bg-card p-6 shadow-[var(--shadow-card)] sm:p-8"
          aria-labelledby={titleId}
        >
          <h1 id={titleId} className="text-3xl font-semibold">
            {title}
          </h1>
          {children}
        </section>
      </div>
    </main>
  );
}
