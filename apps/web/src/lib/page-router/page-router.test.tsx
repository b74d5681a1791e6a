import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from './link';
import { Navigate, PageRouter, useLocation, useNavigate, useParams } from './page-router';

const pages = [
  { path: '/auth/login', name: 'Login' },
  { path: '/auth/signup/:client?', name: 'Signup' },
  { path: '/auth', name: 'Index' },
];

function Page({ name }: { name: string }) {
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  return (
    <main>
      <h1>{name}</h1>
      <p data-testid="params">{JSON.stringify(params)}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
      <Link to={{ pathname: '/auth/signup/acme', search: location.search }}>Sign up</Link>
      <Link to="/events">Events</Link>
      <button onClick={() => navigate('/auth/login', { replace: true, state: { notice: 'passwordReset' } })}>Done</button>
      {name === 'Index' && <Navigate to="/auth/login" replace />}
    </main>
  );
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(<PageRouter pages={pages}>{(page) => (page ? <Page name={page.name} /> : <h1>Not found</h1>)}</PageRouter>);
}

const heading = () => screen.getByRole('heading').textContent;
const address = () => `${window.location.pathname}${window.location.search}`;

/** Waits for the browser's history to report the move (popstate) and the page to follow it. */
async function goInHistory(step: () => void, name: string) {
  await act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    step();
    await moved;
  });
  expect(await screen.findByRole('heading', { name })).toBeTruthy();
}

describe('PageRouter', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  let replace: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
  });

  it('renders the page of the address with its parameters', () => {
    renderAt('/auth/signup/acme');
    expect(heading()).toBe('Signup');
    expect(screen.getByTestId('params').textContent).toBe('{"client":"acme"}');
  });

  it('shows the fallback for a path it does not know', () => {
    renderAt('/auth/nothing-here');
    expect(heading()).toBe('Not found');
  });

  it('moves between its pages without loading them, and back and forward follow', async () => {
    renderAt('/auth/login?ref=mail');
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Signup' })).toBeTruthy();
    expect(address()).toBe('/auth/signup/acme?ref=mail');
    expect(screen.getByTestId('params').textContent).toBe('{"client":"acme"}');

    await goInHistory(() => window.history.back(), 'Login');
    expect(address()).toBe('/auth/login?ref=mail');
    await goInHistory(() => window.history.forward(), 'Signup');
    expect(address()).toBe('/auth/signup/acme?ref=mail');
    expect(assign).not.toHaveBeenCalled();
  });

  it('replaces the entry and hands state to the next page', async () => {
    renderAt('/auth/signup');
    const entries = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(screen.getByTestId('state').textContent).toBe('{"notice":"passwordReset"}');
    expect(window.history.length).toBe(entries);
  });

  it('redirects once with Navigate', async () => {
    renderAt('/auth');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(address()).toBe('/auth/login');
  });

  it('leaves any other address to the browser, which loads the entry it belongs to', async () => {
    renderAt('/auth/login');
    await userEvent.click(screen.getByRole('link', { name: 'Events' }));
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/events`);
    expect(heading()).toBe('Login');
    expect(replace).not.toHaveBeenCalled();
  });
});
