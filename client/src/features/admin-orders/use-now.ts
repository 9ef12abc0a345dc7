import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`, so ages and "ready in" times move on a board left open. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
