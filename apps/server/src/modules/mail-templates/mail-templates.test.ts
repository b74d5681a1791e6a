import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_PLACEHOLDER_MESSAGE, type MailTemplate, type MailTemplatePreview } from '@aula/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCall } from '../../test/api-call';
import { signedInUser, type SignedInUser } from '../../test/accounts';
import { ATTENDEE_TEST_ENV, attendeeAccount, publishedEvent } from '../attendee-auth/attendee-test-support';

const WORDS = {
  name: 'Welcome',
  subjectEn: 'Welcome {{firstName}} to {{eventName}}',
  subjectDe: 'Willkommen {{firstName}}',
  bodyEn: '<p>Hello {{firstName}} {{lastName}}, it starts {{eventStart}}. <a href="{{signInLink}}">Sign in</a> or <a href="{{venueLink}}">visit</a>.</p>',
  bodyDe: '<p>Hallo {{firstName}}, es beginnt {{eventStart}}. <a href="{{signInLink}}">Anmelden</a></p>',
};

/** E-mail templates (docs/rules/communications.md#e-mail-templates): the library's and the events', copying, placeholders and the preview. */
describe('mail templates', () => {
  let t: TestApp;
  let organiser: SignedInUser;
  let stranger: SignedInUser;
  let event: { eventId: number; code: string };
  let otherEvent: { eventId: number; code: string };
  let strangerEvent: { eventId: number; code: string };
  let juergen: { id: number; email: string };

  beforeAll(async () => {
    t = await createTestApp(ATTENDEE_TEST_ENV);
    organiser = await signedInUser(t);
    stranger = await signedInUser(t);
    event = await publishedEvent(t, organiser.token, { name: 'Tech & Talk' });
    otherEvent = await publishedEvent(t, organiser.token, { name: 'Other Expo' });
    strangerEvent = await publishedEvent(t, stranger.token);
    juergen = await attendeeAccount(t, event.eventId, { firstName: 'Jürgen', lastName: '<Ö>', lang: 'de' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token = organiser.token, payload?: object) => apiCall(t, method, url, token, payload);
  const ok = async <T>(method: 'GET' | 'POST', url: string, payload?: object, token = organiser.token): Promise<T> => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  const saveEventTemplate = (payload: object, eventId = event.eventId) => ok<MailTemplate>('POST', `/mailTemplates/${eventId}`, { id: 0, ...WORDS, ...payload });

  it('adds, lists, gets, changes and deletes an event template, keeping placeholders and placeholder links through sanitising', async () => {
    const saved = await saveEventTemplate({ bodyEn: `${WORDS.bodyEn}<script>alert(1)</script>` });
    expect(saved.eventId).toBe(event.eventId);
    expect(saved.bodyEn).toContain('href="{{signInLink}}"');
    expect(saved.bodyEn).toContain('href="{{venueLink}}"');
    expect(saved.bodyEn).toContain('Hello {{firstName}} {{lastName}}');
    expect(saved.bodyEn).not.toContain('script');

    const list = await ok<{ templates: { id: number; name: string }[] }>('GET', `/mailTemplates/${event.eventId}`);
    expect(list.templates.map((tpl) => tpl.id)).toContain(saved.id);
    expect((await ok<{ templates: unknown[] }>('GET', `/mailTemplates/${otherEvent.eventId}`)).templates).toEqual([]);

    const changed = await ok<MailTemplate>('POST', `/mailTemplates/${event.eventId}`, { ...WORDS, id: saved.id, name: 'Renamed', subjectDe: '', bodyDe: '' });
    expect(changed).toMatchObject({ id: saved.id, name: 'Renamed', subjectDe: '', bodyDe: '' });
    expect(await ok<MailTemplate>('GET', `/mailTemplates/${event.eventId}/${saved.id}`)).toMatchObject({ name: 'Renamed' });

    await ok('POST', `/mailTemplates/${event.eventId}/${saved.id}/delete`);
    expect((await call('GET', `/mailTemplates/${event.eventId}/${saved.id}`)).statusCode).toBe(404);
  });

  it('requires a name and the English words, and refuses unknown placeholders next to their field', async () => {
    const empty = await call('POST', `/mailTemplates/${event.eventId}`, organiser.token, { id: 0, name: ' ', subjectEn: '', bodyEn: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ name: 'validation.required', subjectEn: 'validation.required', bodyEn: 'validation.required' });

    const onlyScript = await call('POST', `/mailTemplates/${event.eventId}`, organiser.token, { ...WORDS, id: 0, bodyEn: '<script>x</script>' });
    expect(onlyScript.json().error.fields).toEqual({ bodyEn: 'validation.required' });

    const typo = await call('POST', `/mailTemplates/${event.eventId}`, organiser.token, { ...WORDS, id: 0, subjectDe: 'Hallo {{fristName}}', bodyEn: '<p>{{ nope }}</p>' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error.fields).toEqual({ subjectDe: UNKNOWN_PLACEHOLDER_MESSAGE, bodyEn: UNKNOWN_PLACEHOLDER_MESSAGE });

    const library = await call('POST', '/library/email-templates', organiser.token, { ...WORDS, id: 0, bodyDe: '<a href="{{secret}}">x</a>' });
    expect(library.json().error.fields).toEqual({ bodyDe: UNKNOWN_PLACEHOLDER_MESSAGE });
  });

  it("keeps the company's library apart from its events and other companies, and copies a library template into an event", async () => {
    const libraryTemplate = await ok<MailTemplate>('POST', '/library/email-templates', { ...WORDS, id: 0, name: 'Library welcome' });
    expect(libraryTemplate.eventId).toBeNull();
    expect((await ok<{ templates: { id: number }[] }>('GET', '/library/email-templates')).templates.map((tpl) => tpl.id)).toEqual([libraryTemplate.id]);
    expect((await ok<{ templates: unknown[] }>('GET', '/library/email-templates', undefined, stranger.token)).templates).toEqual([]);

    const copy = await ok<MailTemplate>('POST', `/mailTemplates/${event.eventId}/fromLibrary`, { libraryTemplateId: libraryTemplate.id });
    expect(copy).toMatchObject({ eventId: event.eventId, name: 'Library welcome', subjectEn: WORDS.subjectEn, bodyDe: libraryTemplate.bodyDe });
    expect(copy.id).not.toBe(libraryTemplate.id);

    await ok('POST', '/library/email-templates', { ...WORDS, id: libraryTemplate.id, name: 'Library welcome 2' });
    expect(await ok<MailTemplate>('GET', `/library/email-templates/${libraryTemplate.id}`)).toMatchObject({ name: 'Library welcome 2' });
    expect(await ok<MailTemplate>('GET', `/mailTemplates/${event.eventId}/${copy.id}`)).toMatchObject({ name: 'Library welcome' });
    // An event template is no library template, nor the other way round.
    expect((await call('GET', `/library/email-templates/${copy.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/mailTemplates/${event.eventId}/${libraryTemplate.id}`)).statusCode).toBe(404);
    await ok('POST', `/library/email-templates/${libraryTemplate.id}/delete`);
    expect((await call('GET', `/library/email-templates/${libraryTemplate.id}`)).statusCode).toBe(404);
  });

  it("refuses other companies' and other events' ids like unknown ones", async () => {
    const mine = await saveEventTemplate({});
    const library = await ok<MailTemplate>('POST', '/library/email-templates', { ...WORDS, id: 0 });
    const theirs = await ok<MailTemplate>('POST', `/mailTemplates/${strangerEvent.eventId}`, { ...WORDS, id: 0 }, stranger.token);
    const foreignAccount = await attendeeAccount(t, otherEvent.eventId);
    const refused = [
      call('GET', `/mailTemplates/${event.eventId}`, stranger.token),
      call('GET', `/mailTemplates/${event.eventId}/${mine.id}`, stranger.token),
      call('GET', `/mailTemplates/${otherEvent.eventId}/${mine.id}`),
      call('GET', `/mailTemplates/${strangerEvent.eventId}/${theirs.id}`),
      call('POST', `/mailTemplates/${event.eventId}`, organiser.token, { ...WORDS, id: theirs.id }),
      call('POST', `/mailTemplates/${otherEvent.eventId}`, organiser.token, { ...WORDS, id: mine.id }),
      call('POST', `/mailTemplates/${strangerEvent.eventId}`, organiser.token, { ...WORDS, id: 0 }),
      call('POST', `/mailTemplates/${event.eventId}/${mine.id}/delete`, stranger.token),
      call('POST', `/mailTemplates/${otherEvent.eventId}/${mine.id}/delete`),
      call('GET', `/library/email-templates/${library.id}`, stranger.token),
      call('POST', '/library/email-templates', stranger.token, { ...WORDS, id: library.id }),
      call('POST', `/library/email-templates/${library.id}/delete`, stranger.token),
      call('POST', `/mailTemplates/${strangerEvent.eventId}/fromLibrary`, organiser.token, { libraryTemplateId: library.id }),
      call('POST', `/mailTemplates/${event.eventId}/fromLibrary`, stranger.token, { libraryTemplateId: library.id }),
      call('POST', `/mailTemplates/${event.eventId}/fromLibrary`, organiser.token, { libraryTemplateId: mine.id }),
      call('GET', `/mailTemplates/${event.eventId}/previewAccounts`, stranger.token),
      call('POST', `/mailTemplates/${event.eventId}/preview`, stranger.token, WORDS),
      call('POST', `/mailTemplates/${event.eventId}/preview`, organiser.token, { ...WORDS, accountId: foreignAccount.id }),
    ];
    for (const res of await Promise.all(refused)) expect(res.statusCode, res.body).toBe(404);
    expect(await ok<MailTemplate>('GET', `/mailTemplates/${event.eventId}/${mine.id}`)).toMatchObject({ name: WORDS.name });
    expect(await ok<MailTemplate>('GET', `/library/email-templates/${library.id}`)).toMatchObject({ name: WORDS.name });
  });

  it('previews both languages for a chosen account, with its values filled and a sample sign-in link', async () => {
    const accounts = await ok<{ accounts: { id: number; name: string; lang: string }[] }>('GET', `/mailTemplates/${event.eventId}/previewAccounts?q=J%C3%BCr`);
    expect(accounts.accounts).toEqual([{ id: juergen.id, name: 'Jürgen <Ö>', email: juergen.email, lang: 'de' }]);

    const preview = await ok<MailTemplatePreview>('POST', `/mailTemplates/${event.eventId}/preview`, { ...WORDS, accountId: juergen.id });
    expect(preview.accountId).toBe(juergen.id);
    expect(preview.en.subject).toBe('Welcome Jürgen to Tech & Talk');
    expect(preview.de.subject).toBe('Willkommen Jürgen');
    expect(preview.en.html).toContain('Hello Jürgen &lt;Ö&gt;');
    expect(preview.en.html).toContain(`href="https://aula.test/e/${event.code}/venue"`);
    expect(preview.en.html).toContain(`href="https://aula.test/e/${event.code}/venue/invitation/preview-sample-link-not-valid"`);
    expect(preview.de.html).toContain('Hallo Jürgen');
    expect(preview.de.text).toMatch(/es beginnt \w+, \d+\. \w+ \d{4} um \d\d:\d\d \(UTC/);
    expect(preview.en.text).not.toContain('{{');

    // German falls back to English when the German words are empty.
    const fallback = await ok<MailTemplatePreview>('POST', `/mailTemplates/${event.eventId}/preview`, { ...WORDS, subjectDe: '', bodyDe: '', accountId: juergen.id });
    expect(fallback.de.subject).toBe('Welcome Jürgen to Tech & Talk');

    const typo = await call('POST', `/mailTemplates/${event.eventId}/preview`, organiser.token, { ...WORDS, bodyDe: '{{oops}}' });
    expect(typo.json().error.fields).toEqual({ bodyDe: UNKNOWN_PLACEHOLDER_MESSAGE });
  });

  it('previews with sample values when the event has no account', async () => {
    const empty = await publishedEvent(t, organiser.token, { name: 'Empty Expo' });
    const preview = await ok<MailTemplatePreview>('POST', `/mailTemplates/${empty.eventId}/preview`, { ...WORDS, accountId: null });
    expect(preview.accountId).toBeNull();
    expect(preview.en.subject).toBe('Welcome Alex to Empty Expo');
    expect(preview.de.subject).toBe('Willkommen Erika');
  });

  it('gives the sending part the values of one recipient', async () => {
    const values = await t.app.services.mailTemplates.valuesFor(event.eventId, { firstName: 'Ada', lastName: 'Quist', email: 'a@example.com', company: '' }, 'de', 'https://aula.test/x');
    expect(values).toMatchObject({ firstName: 'Ada', eventName: 'Tech & Talk', venueLink: `https://aula.test/e/${event.code}/venue`, signInLink: 'https://aula.test/x' });
    expect(values?.eventStart).toMatch(/ um /);
  });
});
