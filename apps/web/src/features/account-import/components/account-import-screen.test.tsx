import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccountImport, AccountImportMapping, AccountImportPreview, Language } from '@aula/shared';
import { publishSocketMessage } from '@/lib/socket';
import { renderWithProviders } from '@/test/render-with-providers';
import { AccountImportScreen } from './account-import-screen';

const HEADERS = ['Vorname', 'Nachname', 'Mail', 'Notes'];
const GUESSED: AccountImportMapping = { firstName: 0, lastName: 1, email: null, company: null, jobTitle: null, role: null, lang: null, groups: null, active: null };
const cells = (firstName: string, lastName: string, email: string) => ({ firstName, lastName, email, company: '', jobTitle: '', role: '', lang: '', groups: '', active: '' });

/** What the server answers for a mapping: without the e-mail column, that column is missing; with it, line 3 has a bad address. */
function previewFor(mapping: AccountImportMapping): AccountImportPreview {
  const mapped = mapping.email !== null;
  return {
    file: { name: 'people.csv', format: 'csv', delimiter: ';', encoding: 'windows-1252' },
    headers: HEADERS,
    mapping,
    guessedMapping: GUESSED,
    missingFields: mapped ? [] : ['email'],
    rows: [
      { line: 2, status: mapped ? 'new' : 'invalid', cells: cells('Jürgen', 'Groß', mapped ? 'j@example.com' : '') },
      { line: 3, status: 'invalid', cells: cells('Ann', 'Lee', mapped ? 'ann@' : '') },
    ],
    problems: mapped ? [{ line: 3, field: 'email', reason: 'validation.invalid_email' }] : [],
    problemCount: mapped ? 7 : 0,
    counts: { total: 2, new: mapped ? 1 : 0, existing: 0, invalid: mapped ? 1 : 2 },
  };
}

const CLEAN: AccountImportPreview = { ...previewFor({ ...GUESSED, email: 2 }), problems: [], problemCount: 0, counts: { total: 2, new: 2, existing: 0, invalid: 0 } };

const importOf = (status: AccountImport['status'], extra: Partial<AccountImport> = {}): AccountImport => ({
  id: '6f1c1d43-7f39-4d0b-9bd4-0a0a3c4e1a11',
  eventId: 5,
  status,
  existing: 'update',
  total: 2,
  created: status === 'success' ? 2 : 0,
  updated: 0,
  skipped: 0,
  errorMessage: null,
  startedAt: '2026-11-23T10:00:00.000Z',
  finishedAt: status === 'running' ? null : '2026-11-23T10:00:02.000Z',
  ...extra,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Stub = { previews: (AccountImportMapping | null)[]; applied: FormData[]; latest: AccountImport | null; preview: (mapping: AccountImportMapping | null) => AccountImportPreview };

/** Answers the import's calls for event 5 and records the previews' mappings and the applies' bodies. */
function stubApi(stub: Partial<Stub> = {}): Stub {
  const state: Stub = { previews: [], applied: [], latest: null, preview: (mapping) => previewFor(mapping ?? GUESSED), ...stub };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === '/api/importAccounts/5' && init?.method === 'POST') {
        state.applied.push(init.body as FormData);
        state.latest = importOf('running');
        return json({ data: state.latest });
      }
      if (path === '/api/importAccounts/5') return json({ data: { latest: state.latest } });
      if (path === '/api/importAccountsPreview/5') {
        const mapping = (init?.body as FormData).get('mapping');
        const parsed = typeof mapping === 'string' ? (JSON.parse(mapping) as AccountImportMapping) : null;
        state.previews.push(parsed);
        return json({ data: state.preview(parsed) });
      }
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return state;
}

const renderScreen = (lang: Language = 'en') => renderWithProviders(<AccountImportScreen />, { path: '/event/:id/accounts/import', url: '/event/5/accounts/import', lang });
const chooseFile = async (name = 'people.csv') =>
  userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['Vorname;Nachname;Mail'], name, { type: 'text/csv' }));
const importButton = () => screen.getByRole('button', { name: /^Import \d+ account/ });

describe('AccountImportScreen', () => {
  it('preselects the guessed columns, marks the required fields, and reads the file again under a changed mapping', async () => {
    const stub = stubApi();
    renderScreen();
    await chooseFile();
    const email = await screen.findByRole('combobox', { name: /^E-mail/ });
    expect((screen.getByRole('combobox', { name: /^First name/ }) as HTMLInputElement).value).toBe('Vorname (column 1)');
    expect((email as HTMLInputElement).value).toBe('Not imported');
    expect(screen.getByText('Choose the column that holds this field')).toBeTruthy();
    expect(screen.getByText('Choose a column for: E-mail.')).toBeTruthy();
    expect(importButton()).toHaveProperty('disabled', true);

    await userEvent.click(email);
    // The dropdown's fade never ends without layout: pick the option in the list the click opened.
    const options = within(document.getElementById(email.getAttribute('aria-controls')!)!);
    fireEvent.click(options.getByRole('option', { name: 'Mail (column 3)', hidden: true }));
    await waitFor(() => expect(stub.previews).toHaveLength(2));
    expect(stub.previews).toEqual([null, { ...GUESSED, email: 2 }]);
    await waitFor(() => expect((screen.getByRole('combobox', { name: /^E-mail/ }) as HTMLInputElement).value).toBe('Mail (column 3)'));
  });

  it('shows each problem on its line and field, how many there are, and keeps the import disabled', async () => {
    stubApi({ preview: () => previewFor({ ...GUESSED, email: 2 }) });
    renderScreen();
    await chooseFile();
    const problems = await screen.findByRole('region', { name: '7 problems' });
    const [, row] = within(problems).getAllByRole('row');
    expect(within(row!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', 'E-mail', 'Invalid email']);
    expect(within(problems).getByText('The first 1 of 7 problems are shown.')).toBeTruthy();
    const line3 = document.querySelector('tr[data-line="3"]')!;
    expect(line3.querySelector('[data-problem="validation.invalid_email"]')?.textContent).toBe('ann@Invalid email');
    expect(screen.getByText('Correct the problems before importing.')).toBeTruthy();
    expect(importButton()).toHaveProperty('disabled', true);
  });

  it('imports a clean file with the chosen handling of existing addresses, follows the job and shows the result', async () => {
    const stub = stubApi({ preview: () => CLEAN });
    renderScreen();
    await chooseFile();
    await userEvent.click(await screen.findByRole('radio', { name: 'Skip the row and leave the account as it is' }));
    await userEvent.click(importButton());
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Importing accounts…');
    expect(stub.applied[0]!.get('existing')).toBe('skip');
    expect(JSON.parse(stub.applied[0]!.get('mapping') as string)).toEqual({ ...GUESSED, email: 2 });

    stub.latest = importOf('success');
    act(() => publishSocketMessage({ action: 'importAccounts', status: 'success', eventId: 5, importId: stub.latest!.id, created: 2, updated: 0, skipped: 0 }));
    expect(await screen.findByText('2 created, 0 updated, 0 skipped.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Accounts page' }).getAttribute('href')).toBe('/event/5/accounts');
  });

  it('finds a running import again after a reload, and stops the spinner with the error', async () => {
    const stub = stubApi();
    stub.latest = importOf('running');
    renderScreen('de');
    expect(await screen.findByText('Konten werden importiert…')).toBeTruthy();
    stub.latest = importOf('error', { errorMessage: 'Die Konten konnten nicht importiert werden, es wurde nichts geändert. Bitte versuchen Sie es erneut.' });
    act(() => publishSocketMessage({ action: 'importAccounts', status: 'error', eventId: 5 }));
    expect(await screen.findByText('Der Import ist fehlgeschlagen')).toBeTruthy();
    expect(screen.queryByText('Konten werden importiert…')).toBeNull();
    expect(screen.getByText(/Bitte versuchen Sie es erneut/)).toBeTruthy();
  });

  it('refuses a file of another kind before sending it, in German', async () => {
    const stub = stubApi();
    renderScreen('de');
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'people.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Es können nur CSV-, TXT- und Excel-Dateien (XLSX) importiert werden.')).toBeTruthy();
    expect(stub.previews).toEqual([]);
  });
});
