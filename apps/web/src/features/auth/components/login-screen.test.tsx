import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientConfig } from '@aula/shared';
import { clearAuth, getAuth, setAuthFromToken } from '@/lib/session/auth-store';
import { renderSignInPage } from '@/test/render-with-providers';
import { LoginScreen } from './login-screen';

const clientConfig: ClientConfig = {
  version: '0.8.6',
  botCheck: { provider: 'none', siteKey: '' },
  breachCheckUrl: 'https://range.test/range/',
  support: { mode: 'off', chatwootWebsiteToken: '', chatwootBaseUrl: '', crispWebsiteId: '' },
  termsUrl: { en: 'https://terms.test/en', de: 'https://terms.test/de' },
  maps: { enabled: false },
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers /api calls from a table; every request is recorded for the assertions. */
function stubApi(answers: Record<string, () => Response>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/clientConfig') return json({ data: clientConfig });
      const answer = answers[path];
      return answer ? answer() : json({ error: { code: 'not_found', message: 'API endpoint was not found' } }, 404);
    }),
  );
  return calls;
}

function renderLogin(url = '/auth/login') {
  return renderSignInPage(<LoginScreen />, { path: '/auth/login', url });
}

describe('LoginScreen', () => {
  // The console is another entry: the browser loads it.
  let leave: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    leave = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
  });
  afterEach(() => {
    clearAuth();
  });

  it('validates on blur and on submit, in the user language', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderLogin();
    const email = await screen.findByLabelText(/E-mail/);
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Required field')).toBeTruthy();
    await user.type(email, 'not-an-address');
    await user.tab();
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('keeps the query string in its links', async () => {
    stubApi({});
    renderLogin('/auth/login?ref=newsletter');
    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe('/auth/forgot-password?ref=newsletter');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/auth/signup?ref=newsletter');
  });

  it('shows the server message for wrong credentials', async () => {
    stubApi({ '/login': () => json({ error: { code: 'invalid_credentials', message: 'Wrong e-mail or password' } }, 400) });
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText(/E-mail/), 'mara@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Whatever-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong e-mail or password');
  });

  it('offers a new activation link for an inactive account', async () => {
    const calls = stubApi({
      '/login': () => json({ error: { code: 'account_inactive', message: 'Your account is not activated yet' } }, 403),
      '/resendVerification': () => json({ data: { ok: true } }),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText(/E-mail/), '  mara@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'Whatever-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Your account is not activated yet')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Send a new activation link' }));
    expect(await screen.findByText('We have sent a new activation link. Please check your inbox.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/resendVerification')?.body).toEqual({ username: 'mara@example.com', lang: 'en' });
  });

  it('signs in with trimmed values and an empty bot-check token, then opens the events list', async () => {
    const calls = stubApi({
      '/login': () => json({ data: { token_type: 'Bearer', access_token: 'abc', expires_in: 3600, lang: 'en', is_admin: false } }),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText(/E-mail/), ' mara@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'Whatever-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`${window.location.origin}/events`));
    expect(calls.find((c) => c.path === '/login')?.body).toEqual({ username: 'mara@example.com', password: 'Whatever-1', captcha: '', lang: 'en' });
    expect(getAuth()?.access_token).toBe('abc');
  });

  it('sends a visitor with a stored session on to the safe redirect target at once', async () => {
    stubApi({});
    setAuthFromToken({ token_type: 'Bearer', access_token: 'abc', expires_in: 3600, lang: 'en', is_admin: false });
    renderLogin('/auth/login?redirect=%2Fevent%2F12%2Fdashboard');
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`${window.location.origin}/event/12/dashboard`));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});
