import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A form's fields and buttons, disabled on a page the server rendered until the app has taken it
 * over: what a diner types before then would be lost to hydration. It does not change the layout.
 */
export function FieldsUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
