import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { initI18n } from '@/lib/i18n';
import { SessionExpiredDialog } from './session-expired-dialog';

initI18n('en');

describe('SessionExpiredDialog', () => {
  it('ignores Escape and ends the session with OK', async () => {
    const onConfirm = vi.fn();
    render(
      <MantineProvider>
        <SessionExpiredDialog opened onConfirm={onConfirm} />
      </MantineProvider>,
    );
    expect(await screen.findByText('Session Timeout')).toBeTruthy();
    expect(screen.getByText('Your session has expired, please log in again!')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
