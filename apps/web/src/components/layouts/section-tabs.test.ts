import { describe, expect, it } from 'vitest';
import { currentTab } from './section-tabs';

const tabs = [
  { label: 'List', to: '/event/1/accounts', end: true },
  { label: 'Templates', to: '/event/1/communications/templates' },
  { label: 'Send', to: '/event/1/communications/templates/send' },
  { label: 'Outbox', to: '/event/1/communications/templates/outbox' },
];

describe('currentTab', () => {
  it('marks the most specific tab that covers the address, and only that one', () => {
    expect(currentTab(tabs, '/event/1/communications/templates/send')?.label).toBe('Send');
    expect(currentTab(tabs, '/event/1/communications/templates/outbox/7')?.label).toBe('Outbox');
    expect(currentTab(tabs, '/event/1/communications/templates/5/edit')?.label).toBe('Templates');
    expect(currentTab(tabs, '/event/1/communications/templates')?.label).toBe('Templates');
  });

  it('keeps a tab marked `end` to its own address', () => {
    expect(currentTab(tabs, '/event/1/accounts')?.label).toBe('List');
    expect(currentTab(tabs, '/event/1/accounts/3/edit')).toBeUndefined();
  });
});
