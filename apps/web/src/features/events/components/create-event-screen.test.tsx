import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { CreateEventScreen } from './create-event-screen';

const setupRoute = { path: '/event/:id/dashboard', element: <p>Event setup</p> };

describe('CreateEventScreen', () => {
  it('greets by first name, needs a name, clears on Esc and goes to the new event’s setup', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<CreateEventScreen firstName="Mara" />, { path: '/create-event', extraRoutes: [setupRoute] });
    expect(screen.getByRole('heading', { name: 'Hello Mara!' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Continue' });
    const name = screen.getByRole('textbox', { name: /Event name/ });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(name, '   ');
    expect(submit).toHaveProperty('disabled', true);
    await user.type(name, 'Spring & Summer');
    expect(submit).toHaveProperty('disabled', false);
    await user.type(name, '{Escape}');
    expect((name as HTMLInputElement).value).toBe('');
    expect(submit).toHaveProperty('disabled', true);
    await user.type(name, 'Spring & Summer {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/0/dashboard'));
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('Spring & Summer');
  });

  it.each([
    ['en', 'Hello there!'],
    ['de', 'Hallo!'],
  ] as const)('greets without a name in %s', (lang, greeting) => {
    renderWithProviders(<CreateEventScreen />, { path: '/create-event', lang });
    expect(screen.getByRole('heading', { name: greeting })).toBeTruthy();
  });
});
