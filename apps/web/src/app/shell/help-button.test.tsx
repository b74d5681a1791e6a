import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientConfig, Language, SupportMessage } from '@aula/shared';
import { clientConfigQuery } from '@/lib/client-config-query';
import { publishSocketMessage } from '@/lib/socket';
import { CRISP_SCRIPT_URL } from '@/lib/support-chat';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubApi } from '@/test/stub-api';
import { HelpButton } from './help-button';

const noIds = { chatwootWebsiteToken: '', chatwootBaseUrl: '', crispWebsiteId: '' };

// The app's cache keeps answers fresh for a while, which a panel opened again must not rely on.
function renderHelp(support: ClientConfig['support'], lang: Language = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  queryClient.setQueryData(clientConfigQuery().queryKey, {
    version: '0.8.6',
    botCheck: { provider: 'none', siteKey: '' },
    breachCheckUrl: '',
    support,
    termsUrl: { en: '', de: '' },
    maps: { enabled: false },
  });
  return renderWithProviders(<HelpButton />, { lang, queryClient });
}

const scriptsFrom = (origin: string) => [...document.querySelectorAll('script')].filter((script) => script.src.startsWith(origin));

afterEach(() => {
  for (const script of document.querySelectorAll('script[src]')) script.remove();
  delete window.$crisp;
  delete window.CRISP_WEBSITE_ID;
  delete window.CRISP_RUNTIME_CONFIG;
  delete window.chatwootSettings;
});

describe('the Help button', () => {
  it('is not there with support off', () => {
    renderHelp({ mode: 'off', ...noIds });
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  });

  it("loads Crisp only when pressed, once, in the console's language", async () => {
    renderHelp({ mode: 'crisp', ...noIds, crispWebsiteId: '0c7b3a5e-1f2d-4e6a-9b8c-7d6e5f4a3b2c' }, 'de');
    const help = screen.getByRole('button', { name: 'Hilfe' });
    expect(scriptsFrom('https://client.crisp.chat')).toHaveLength(0);

    await userEvent.click(help);
    expect(scriptsFrom('https://client.crisp.chat').map((script) => script.src)).toEqual([CRISP_SCRIPT_URL]);
    expect(window.CRISP_RUNTIME_CONFIG).toEqual({ locale: 'de' });
    expect(window.CRISP_WEBSITE_ID).toBe('0c7b3a5e-1f2d-4e6a-9b8c-7d6e5f4a3b2c');
    expect(window.$crisp).toEqual([['do', 'chat:open']]);

    await userEvent.click(help);
    expect(scriptsFrom('https://client.crisp.chat')).toHaveLength(1);
    expect(window.$crisp).toHaveLength(2);
  });

  it("loads Chatwoot from its own address when pressed, in the console's language", async () => {
    renderHelp({ mode: 'chatwoot', ...noIds, chatwootWebsiteToken: 'tok_123', chatwootBaseUrl: 'https://chat.example.com' });
    expect(scriptsFrom('https://chat.example.com')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(scriptsFrom('https://chat.example.com').map((script) => script.src)).toEqual(['https://chat.example.com/packs/js/sdk.js']);
    expect(window.chatwootSettings).toEqual({ locale: 'en' });
  });

  it('opens the built-in support panel, shows the conversation and sends a message', async () => {
    const question: SupportMessage = { id: 1, body: 'How do I invite speakers?', fromStaff: false, authorName: 'Olga Berg', createdAt: '2026-11-27T10:00:00.000Z' };
    const answer: SupportMessage = { id: 2, body: 'Under Accounts.', fromStaff: true, authorName: '', createdAt: '2026-11-27T10:05:00.000Z' };
    const sent: SupportMessage = { id: 3, body: 'Thank you!', fromStaff: false, authorName: 'Olga Berg', createdAt: '2026-11-27T10:06:00.000Z' };
    const calls = stubApi({
      'GET /support/conversation': () => ({ companyId: 4, messages: [question, answer] }),
      'POST /support/messages': () => ({ companyId: 4, messages: [question, answer, sent] }),
    });
    renderHelp({ mode: 'builtin', ...noIds });
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));

    const panel = await screen.findByRole('dialog', { name: 'Help' });
    const log = await within(panel).findByRole('log', { name: 'Conversation with support' });
    expect(within(log).getByText('How do I invite speakers?')).toBeTruthy();
    expect(within(log).getByText(/^Support ·/)).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Required field')).toBeTruthy();
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Your message' }), '  Thank you!  {Enter}');
    expect(await within(log).findByText('Thank you!')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toMatchObject([{ path: '/support/messages', body: { body: 'Thank you!' } }]);
    expect(scriptsFrom('https://')).toHaveLength(0);
  });

  it("marks Help while an answer of the staff waits unread, not for a colleague's message, and shows the answer when the panel opens again", async () => {
    const answer: SupportMessage = { id: 2, body: 'Under Accounts.', fromStaff: true, authorName: '', createdAt: '2026-11-27T10:05:00.000Z' };
    let messages: SupportMessage[] = [];
    stubApi({ 'GET /support/conversation': () => ({ companyId: 4, messages }) });
    renderHelp({ mode: 'builtin', ...noIds }, 'de');
    const markedHelp = () => screen.queryByRole('button', { name: 'Hilfe', description: 'Der Support hat geantwortet.' });
    await userEvent.click(screen.getByRole('button', { name: 'Hilfe' }));
    expect(await screen.findByText('Noch keine Nachrichten.')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hilfe' })).toBeNull());

    act(() => publishSocketMessage({ action: 'supportChanged', companyId: 4, fromStaff: false }));
    expect(markedHelp()).toBeNull();
    messages = [answer];
    act(() => publishSocketMessage({ action: 'supportChanged', companyId: 4, fromStaff: true }));
    await waitFor(() => expect(markedHelp()).not.toBeNull());

    await userEvent.click(markedHelp()!);
    const panel = await screen.findByRole('dialog', { name: 'Hilfe' });
    expect(await within(panel).findByText('Under Accounts.')).toBeTruthy();
    expect(markedHelp()).toBeNull();
  });
});
