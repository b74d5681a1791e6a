import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, signInNewUser, utcDay } from './event-setup-helpers';
import { createRoomThroughApi } from './support/rooms';
import { chooseGerman } from './support/language';

type Api = { request: APIRequestContext; authorization: string };
type Texts = {
  addHost: string;
  hostName: string;
  hostTitle: string;
  save: string;
  hostsList: string;
  empty: string;
  editNamed(name: string): string;
  deleteNamed(name: string): string;
  deleteTitle: string;
  deleteQuestion: string;
  deleteConfirm: string;
  hostsMeta: string;
  editSession: string;
  back: string;
};

const ENGLISH: Texts = {
  addHost: 'Add host',
  hostName: 'Host name',
  hostTitle: 'Host title',
  save: 'Save',
  hostsList: 'Hosts',
  empty: 'No hosts yet.',
  editNamed: (name) => `Edit host ${name}`,
  deleteNamed: (name) => `Delete host ${name}`,
  deleteTitle: 'Delete host',
  deleteQuestion: 'Delete this host? 1 session of this event loses this host.',
  deleteConfirm: 'Delete',
  hostsMeta: 'Hosts: ',
  editSession: 'Edit session',
  back: 'Back to the agenda',
};

const GERMAN: Texts = {
  addHost: 'Host hinzufügen',
  hostName: 'Name des Hosts',
  hostTitle: 'Titel des Hosts',
  save: 'Speichern',
  hostsList: 'Hosts',
  empty: 'Noch keine Hosts.',
  editNamed: (name) => `Host ${name} bearbeiten`,
  deleteNamed: (name) => `Host ${name} löschen`,
  deleteTitle: 'Host löschen',
  deleteQuestion: 'Diesen Host löschen? 1 Session dieses Events verliert diesen Host.',
  deleteConfirm: 'Löschen',
  hostsMeta: 'Hosts: ',
  editSession: 'Session bearbeiten',
  back: 'Zurück zum Programm',
};

async function get<T>({ request, authorization }: Api, url: string): Promise<T> {
  const response = await request.get(url, { headers: { Authorization: authorization } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function post<T>({ request, authorization }: Api, url: string, data: object): Promise<T> {
  const response = await request.post(url, { headers: { Authorization: authorization }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const row = (page: Page, title: string) => page.getByTestId('agenda-session').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/**
 * Adds a host in the Hosts panel, gives it to a session (through the API), renames it and sees the
 * new name on the session at once, then deletes it with the confirmation and sees it leave.
 */
async function hostLifecycle(page: Page, request: APIRequestContext, texts: Texts, lang: 'en' | 'de') {
  const { authorization } = await signInNewUser(page, request);
  const api = { request, authorization };
  const eventId = await createEvent(request, authorization, eventFields({ name: 'Host Summit' }));
  const roomId = await createRoomThroughApi(request, authorization, eventId, { nameEn: 'Main hall', nameDe: 'Großer Saal' });
  await page.goto(`/event/${eventId}/content/agenda`);
  if (lang === 'de') await chooseGerman(page);
  await expect(page.getByText(texts.empty)).toBeVisible();

  // Add a host in the panel.
  await page.getByRole('button', { name: texts.addHost }).click();
  const addDialog = page.getByRole('dialog', { name: texts.addHost });
  await addDialog.getByLabel(texts.hostName).fill('Ada Lovelas');
  await addDialog.getByLabel(texts.hostTitle).fill('Speaker');
  await addDialog.getByRole('button', { name: texts.save }).click();
  await expect(addDialog).toBeHidden();
  const hosts = page.getByRole('list', { name: texts.hostsList });
  await expect(hosts).toContainText('Ada Lovelas');
  await expect(hosts).toContainText('Speaker');

  // A session with this host, and the agenda shows it.
  const [host] = await get<{ id: number; name: string }[]>(api, '/api/sessionHosts');
  expect(host!.name).toBe('Ada Lovelas');
  await post(api, '/api/agendaSession', {
    id: 0,
    eventId,
    title: 'Opening',
    titleDe: 'Eröffnung',
    descriptionEn: '',
    descriptionDe: '',
    day: utcDay(7),
    startTime: '10:00',
    endTime: '11:00',
    roomId,
    hostIds: [host!.id],
    categoryId: null,
  });
  await page.reload();
  const session = row(page, lang === 'de' ? 'Eröffnung' : 'Opening');
  await expect(session).toContainText(`${texts.hostsMeta}Ada Lovelas, Speaker`);

  // Rename it: the session shows the new name without reloading.
  await page.getByRole('button', { name: texts.editNamed('Ada Lovelas') }).click();
  const editDialog = page.getByRole('dialog');
  await expect(editDialog.getByLabel(texts.hostName)).toHaveValue('Ada Lovelas');
  await editDialog.getByLabel(texts.hostName).fill('Ada Lovelace');
  await editDialog.getByLabel(texts.hostTitle).fill('Keynote speaker');
  await editDialog.getByRole('button', { name: texts.save }).click();
  await expect(editDialog).toBeHidden();
  await expect(hosts).toContainText('Ada Lovelace');
  await expect(session).toContainText(`${texts.hostsMeta}Ada Lovelace, Keynote speaker`);
  // The session form offers and shows the host under its new name.
  await session.getByRole('link').click();
  await expect(page.getByRole('form', { name: texts.editSession }).getByText('Ada Lovelace, Keynote speaker')).toBeVisible();
  await page.getByRole('link', { name: texts.back }).click();

  // Delete it: the question counts this event's sessions; the session loses the host.
  await page.getByRole('button', { name: texts.deleteNamed('Ada Lovelace') }).click();
  const confirm = page.getByRole('dialog', { name: texts.deleteTitle });
  await expect(confirm).toContainText(texts.deleteQuestion);
  await expect(confirm).toContainText('Ada Lovelace, Keynote speaker');
  await confirm.getByRole('button', { name: texts.deleteConfirm }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(texts.empty)).toBeVisible();
  await expect(session).toBeVisible();
  await expect(session).not.toContainText('Ada Lovelace');
  const agenda = await get<{ uncategorized: { hostIds: number[] }[] }>(api, `/api/agenda/${eventId}`);
  expect(agenda.uncategorized.map((s) => s.hostIds)).toEqual([[]]);
}

test('an organiser adds, renames and deletes a session host in English', async ({ page, request }) => {
  await hostLifecycle(page, request, ENGLISH, 'en');
});

test('an organiser adds, renames and deletes a session host in German', async ({ page, request }) => {
  await hostLifecycle(page, request, GERMAN, 'de');
});
