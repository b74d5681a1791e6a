import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_DEFAULTS, type Language } from '@aula/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { stubApi } from '@/test/stub-api';
import { RegistrationSettingsSections } from './registration-settings-sections';

/** The field's label, input, description and error together, as Mantine wraps them. */
const wrapperOf = (input: HTMLElement) => input.closest<HTMLElement>('.mantine-InputWrapper-root')!;

const ENGAGEMENT = { directMessages: true, wallModeration: 'post', qnaModeration: 'pre' };

function renderSettings(lang: Language) {
  const calls = stubApi({
    'GET /registrationSettings/7': () => REGISTRATION_DEFAULTS,
    'POST /registrationSettings/7': (init) => ({ ...REGISTRATION_DEFAULTS, ...(JSON.parse(String(init?.body)) as object), consentVersion: 1 }),
    'GET /engagementSettings/7': () => ENGAGEMENT,
    'GET /accountGroups/7': () => ['Press', 'VIP'],
  });
  renderWithProviders(<RegistrationSettingsSections eventId={7} code="HARB24" />, { path: '/event/:id/settings/standard', url: '/event/7/settings/standard', lang });
  return calls;
}

describe('RegistrationSettingsSections', () => {
  it.each([
    ['en', 'Open registration', 'Consent text', 'Places', 'Required field', 'Invalid value', 'Save'],
    ['de', 'Offene Registrierung', 'Einwilligungstext', 'Plätze', 'Pflichtfeld', 'Ungültiger Wert', 'Speichern'],
  ] as const)('in %s: shows each refusal beside its field and sends nothing while one fails', async (lang, open, consent, places, required, invalid, save) => {
    const user = userEvent.setup();
    const calls = renderSettings(lang as Language);
    await user.click(await screen.findByRole('radio', { name: open }));
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${places}`) }), '0');
    await user.click(within(await screen.findByRole('region', { name: /Unsaved changes|Ungespeicherte Änderungen/ })).getByRole('button', { name: save }));

    const consentField = screen.getByRole('textbox', { name: new RegExp(`^${consent}`) });
    await waitFor(() => expect(consentField.getAttribute('aria-invalid')).toBe('true'));
    expect(within(wrapperOf(consentField)).getByText(required)).toBeTruthy();
    expect(within(wrapperOf(screen.getByRole('textbox', { name: new RegExp(`^${places}`) }))).getByText(invalid)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('saves open registration with the fields asked and shows the engagement switches as stored', async () => {
    const user = userEvent.setup();
    const calls = renderSettings('en');
    await user.click(await screen.findByRole('radio', { name: 'Open registration' }));
    expect((screen.getByRole('textbox', { name: 'Registration page' }) as HTMLInputElement).value).toMatch(/\/e\/HARB24\/register$/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'optional');
    await user.type(screen.getByRole('textbox', { name: /^Consent text/ }), 'I agree.');
    await user.click(within(screen.getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = calls.find((call) => call.method === 'POST')!.body as { fields: unknown; consentText: string; access: string };
    expect(sent).toMatchObject({ access: 'open', consentText: 'I agree.' });
    expect(sent.fields).toEqual([
      { field: 'firstName', required: true },
      { field: 'lastName', required: true },
      { field: 'company', required: false },
    ]);
    expect((screen.getByRole('switch', { name: 'Attendees may send each other direct messages' }) as HTMLInputElement).checked).toBe(true);
  });

  it.each([
    ['en', 'Groups attendees may filter by', 'Unsaved changes', 'Save'],
    ['de', 'Gruppen, nach denen Teilnehmende filtern können', 'Ungespeicherte Änderungen', 'Speichern'],
  ] as const)('in %s: offers the accounts\' groups as the directory\'s public filters and saves the chosen ones', async (lang, label, unsaved, save) => {
    const user = userEvent.setup();
    const calls = renderSettings(lang as Language);
    const groups = await screen.findByRole('combobox', { name: label });
    await user.click(groups);
    const list = await waitFor(() => document.getElementById(groups.getAttribute('aria-controls') ?? '')!);
    await user.click(await within(list).findByRole('option', { name: 'VIP', hidden: true }));
    await user.click(within(await screen.findByRole('region', { name: unsaved })).getByRole('button', { name: save }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect((calls.find((call) => call.method === 'POST')!.body as { publicGroups: string[] }).publicGroups).toEqual(['VIP']);
  });
});
