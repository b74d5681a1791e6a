import type { ReactNode } from 'react';

/** A message about the page's state: `alert` for a failure (read at once), `status` for news. */
export function Alert({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
