import { expect, test as base } from './support/test';
import { agendaSessions, eventFields, field, fillDate, importEventWithAgenda, signInNewUser, utcDay } from './event-setup-helpers';
import { expectToast } from './support/toasts';

const start = utcDay(7);
const nextDay = utcDay(8);
const sessions = [
  { title: 'Opening', day: start, startTime: '10:00', endTime: '11:00' },
  { title: 'Workshops', day: nextDay, startTime: '09:00', endTime: '12:00' },
];

/** Every test opens the setup of an event imported with two sessions, one on each of its days. */
const test = base.extend<{ imported: { eventId: number; authorization: string } }>({
  imported: async ({ page, request }, provide) => {
    const { authorization } = await signInNewUser(page, request);
    const fields = eventFields({ startDate: start, endDate: nextDay, closingDate: utcDay(39) });
    const eventId = await importEventWithAgenda(request, authorization, fields, sessions);
    await page.goto(`/event/${eventId}/dashboard`);
    await expect(field(page, 'Event name')).toHaveValue(fields.name);
    await provide({ eventId, authorization });
  },
});

test.use({ timezoneId: 'UTC' });

test('moving the dates can move the sessions along', async ({ page, request, imported: { eventId, authorization } }) => {
  await fillDate(page, 'End date', utcDay(10));
  await fillDate(page, 'Start date', utcDay(9));
  await page.getByRole('button', { name: 'Save' }).click();

  const dialog = page.getByRole('dialog', { name: 'Move or delete the sessions?' });
  await dialog.getByRole('button', { name: 'Move sessions' }).click();
  await expectToast(page, 'Changes are saved');

  expect(await agendaSessions(request, authorization, eventId)).toEqual([
    { ...sessions[0], day: utcDay(9) },
    { ...sessions[1], day: utcDay(10) },
  ]);
});

test('moving the dates can delete the sessions, and Cancel saves nothing', async ({ page, request, imported: { eventId, authorization } }) => {
  await fillDate(page, 'End date', utcDay(9));
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move or delete the sessions?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Unsaved changes' })).toBeVisible();
  expect(await agendaSessions(request, authorization, eventId)).toHaveLength(2);

  await page.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('button', { name: 'Delete sessions' }).click();
  await expectToast(page, 'Changes are saved');
  expect(await agendaSessions(request, authorization, eventId)).toEqual([]);
});

test('a change that keeps the dates saves without asking', async ({ page, imported }) => {
  expect(imported.eventId).toBeGreaterThan(0);
  await field(page, 'Location').fill('Lübeck');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes are saved');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
