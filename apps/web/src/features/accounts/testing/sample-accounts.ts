import { PAGE_SIZE, type AttendeeAccount, type AttendeeListPage } from '@aula/shared';

/** One account with changes; the rest is a plain attendee who was not invited yet. */
export function sampleAccount(id: number, overrides: Partial<AttendeeAccount> = {}): AttendeeAccount {
  return {
    id,
    eventId: 7,
    firstName: `Person`,
    lastName: String(id).padStart(2, '0'),
    email: `person-${id}@example.com`,
    company: 'Harbour Logistics',
    jobTitle: '',
    role: 'attendee',
    lang: 'en',
    groups: [],
    photoUrl: null,
    active: true,
    status: 'not_invited',
    invitedAt: null,
    firstSignedInAt: null,
    ...overrides,
  };
}

/** 25 accounts: two named speakers in the VIP group (one invited), then 23 plain attendees. */
export function sampleAccounts(): AttendeeAccount[] {
  return [
    sampleAccount(1, { firstName: 'Anna', lastName: 'Adler', email: 'anna@example.com', role: 'speaker', groups: ['VIP'], status: 'invited' }),
    sampleAccount(2, { firstName: 'Ben', lastName: 'Berg', email: 'ben@example.com', role: 'speaker', groups: ['VIP', 'Press'] }),
    ...Array.from({ length: 23 }, (_, i) => sampleAccount(i + 3)),
  ];
}

/** What GET /api/accounts/{eventId} would answer for these accounts and this query (sorted as given). */
export function fakeAccountsPage(accounts: readonly AttendeeAccount[], query: URLSearchParams): AttendeeListPage {
  const needle = (query.get('q') ?? '').trim().toLowerCase();
  const matching = accounts.filter(
    (account) =>
      (!needle || `${account.firstName} ${account.lastName}\n${account.email}\n${account.company}`.toLowerCase().includes(needle)) &&
      (!query.get('role') || account.role === query.get('role')) &&
      (!query.get('status') || account.status === query.get('status')) &&
      (!query.get('group') || account.groups.includes(query.get('group')!)),
  );
  const lastPage = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const page = Math.min(Number(query.get('page') ?? 1), lastPage);
  return { rows: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), page, pageSize: PAGE_SIZE, total: matching.length, eventTotal: accounts.length };
}
