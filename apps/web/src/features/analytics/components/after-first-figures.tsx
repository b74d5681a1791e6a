import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * What a screen shows below its first figures, rendered once those are on screen
 * (docs/decisions/0113-analytics-first-chart-sooner.md): the first render holds only the first
 * chart and cards, and this part follows in a render the browser may interrupt to paint.
 */
export function AfterFirstFigures({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : null;
}
