import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { PageErrorBoundary } from './page-error-boundary';

function Page({ fails }: { fails: boolean }) {
  if (fails) throw new Error('broken page');
  return <p>The next page</p>;
}

const frame = (resetKey: string, fails: boolean) => (
  <MantineProvider>
    <PageErrorBoundary resetKey={resetKey}>
      <Page fails={fails} />
    </PageErrorBoundary>
  </MantineProvider>
);

describe('PageErrorBoundary', () => {
  beforeAll(() => {
    initI18n('en');
  });

  it('shows the error screen for a page that fails, and the next page once the path changes', () => {
    // React reports the caught error on the console; the test is about what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(frame('/auth/login', true));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();

    view.rerender(frame('/auth/login', false));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();

    view.rerender(frame('/auth/signup', false));
    expect(screen.getByText('The next page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
