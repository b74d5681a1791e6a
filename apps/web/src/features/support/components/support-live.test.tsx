import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SupportInbox, SupportMessage } from '@aula/shared';
import { publishSocketMessage } from '@/lib/socket';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubApi } from '@/test/stub-api';
import { SupportInboxSection } from './support-inbox-section';
import { SupportPanel } from './support-panel';

const question: SupportMessage = { id: 1, body: 'How do I invite speakers?', fromStaff: false, authorName: 'Olga Berg', createdAt: '2026-11-27T10:00:00.000Z' };
const answer: SupportMessage = { id: 2, body: 'Under Accounts.', fromStaff: true, authorName: 'Sam Staff', createdAt: '2026-11-27T10:05:00.000Z' };
const followUp: SupportMessage = { id: 3, body: 'And moderators?', fromStaff: false, authorName: 'Olga Berg', createdAt: '2026-11-27T10:06:00.000Z' };

type Entry = SupportInbox['conversations'][number];
const entry = (companyId: number, companyName: string, lastMessage: string, unread: number): Entry => ({
  companyId,
  companyName,
  lastMessage,
  lastMessageAt: '2026-11-27T10:00:00.000Z',
  unread,
});

describe('built-in support, live', () => {
  it("shows the staff's answer in the organiser's open panel without a reload", async () => {
    let messages = [question];
    stubApi({ 'GET /support/conversation': () => ({ companyId: 4, messages }) });
    renderWithProviders(<SupportPanel />);
    const log = await screen.findByRole('log', { name: 'Conversation with support' });
    expect(within(log).getByText('How do I invite speakers?')).toBeTruthy();

    messages = [question, answer];
    publishSocketMessage({ action: 'supportChanged', companyId: 4, fromStaff: true });
    expect(await within(log).findByText('Under Accounts.')).toBeTruthy();
  });

  it("lists a company's new message first with its unread count, shows it in the open conversation, and counts it read once opened", async () => {
    let inbox = [entry(4, 'Harbour Logistics', 'How do I invite speakers?', 0), entry(5, 'River Forum', 'Our invoice?', 0)];
    let harbour = [question, answer];
    const read = new Set<number>();
    stubApi({
      'GET /system/supportInbox': () => ({ conversations: inbox.map((row) => (read.has(row.companyId) ? { ...row, unread: 0 } : row)) }),
      'GET /system/supportInbox/4': () => {
        read.add(4);
        return { companyId: 4, messages: harbour };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SupportInboxSection />);
    const nav = await screen.findByRole('navigation', { name: 'Support inbox' });
    const names = () => within(nav).getAllByRole('button').map((button) => button.textContent);
    expect(names()).toEqual(['Harbour LogisticsHow do I invite speakers?', 'River ForumOur invoice?']);

    inbox = [entry(5, 'River Forum', 'Can we pay by card?', 1), entry(4, 'Harbour Logistics', 'How do I invite speakers?', 0)];
    publishSocketMessage({ action: 'supportChanged', companyId: 5, fromStaff: false });
    await waitFor(() => expect(names()).toEqual(['River ForumCan we pay by card?1', 'Harbour LogisticsHow do I invite speakers?']));
    expect(within(nav).getByLabelText('1 unread message')).toBeTruthy();

    await user.click(within(nav).getByRole('button', { name: /Harbour Logistics/ }));
    const log = await screen.findByRole('log', { name: 'Conversation with support' });
    harbour = [question, answer, followUp];
    read.delete(4);
    inbox = [entry(4, 'Harbour Logistics', 'And moderators?', 1), entry(5, 'River Forum', 'Can we pay by card?', 1)];
    publishSocketMessage({ action: 'supportChanged', companyId: 4, fromStaff: false });
    expect(await within(log).findByText('And moderators?')).toBeTruthy();
    // Reading it again marked it read: its count is gone, the other company's stays.
    await waitFor(() => expect(within(nav).getAllByLabelText(/unread message/)).toHaveLength(1));
    expect(within(nav).getByRole('button', { name: /River Forum/ }).textContent).toContain('1');
  });
});
