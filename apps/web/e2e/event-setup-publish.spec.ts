import { expect, test } from './support/test';
import { createEvent, eventFields, field, shiftDay, signInNewUser } from './event-setup-helpers';
import { chooseGerman } from './support/language';
import { expectToast } from './support/toasts';

test.use({ timezoneId: 'UTC' });

test('the Draft bar publishes the event, and its code and preview link show', async ({ page, request }) => {
  const { authorization } = await signInNewUser(page, request);
  const id = await createEvent(request, authorization, eventFields());
  await page.goto(`/event/${id}/dashboard`);
  const draftBar = page.getByTestId('draft-bar');
  await expect(draftBar).toContainText('Draft');
  const sidebar = page.getByRole('navigation', { name: 'Event navigation' });
  await expect(sidebar.getByTestId('event-code')).toHaveCount(0);

  await draftBar.getByRole('button', { name: 'Publish event' }).click();
  await expect(draftBar).toBeHidden();
  const code = sidebar.getByTestId('event-code');
  await expect(code).toHaveText(/^[A-Z0-9]{4,}$/);
  const codeText = await code.innerText();
  await expect(sidebar.getByRole('link', { name: 'Event preview' })).toHaveAttribute('href', `/e/${codeText}`);
  await expect(sidebar.getByRole('link', { name: 'Event preview' })).toHaveAttribute('target', '_blank');
  await sidebar.getByRole('button', { name: `Copy event code ${codeText}` }).click();
  await expectToast(page, 'Copied to clipboard');

  // The code stays after a reload: it came from the server, not only from the click.
  await page.reload();
  await expect(sidebar.getByTestId('event-code')).toHaveText(codeText);
  await expect(page.getByTestId('draft-bar')).toHaveCount(0);
});

const planLimitTexts = [
  { lang: 'en', publish: 'Publish event', refusal: 'Your plan allows 1 published event that has not closed.' },
  { lang: 'de', publish: 'Event veröffentlichen', refusal: 'Ihr Tarif erlaubt 1 veröffentlichtes Event, das noch nicht geschlossen ist.' },
] as const;

for (const texts of planLimitTexts) {
  test(`${texts.lang}: the Draft bar shows the plan's refusal beside its button when the trial's published event is open`, async ({ page, request }) => {
    const { authorization } = await signInNewUser(page, request);
    const open = await createEvent(request, authorization, eventFields({ name: 'Open Summit' }));
    expect((await request.post(`/api/publishEvent/${open}`, { headers: { Authorization: authorization } })).ok()).toBe(true);
    const id = await createEvent(request, authorization, eventFields({ name: 'Second Summit' }));
    await page.goto(`/event/${id}/dashboard`);
    if (texts.lang === 'de') await chooseGerman(page);
    const draftBar = page.getByTestId('draft-bar');
    await draftBar.getByRole('button', { name: texts.publish }).click();
    await expect(draftBar.getByRole('alert')).toContainText(texts.refusal);
    await expect(draftBar).toBeVisible();
  });
}

test('once a published event has started, its dates are locked for organisers', async ({ page, request }) => {
  await page.clock.install();
  const { authorization } = await signInNewUser(page, request);
  // A start a few minutes ahead, to the minute, in UTC.
  const start = new Date(Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000);
  const startDate = start.toISOString().slice(0, 10);
  const id = await createEvent(
    request,
    authorization,
    eventFields({
      startDate,
      startTime: start.toISOString().slice(11, 16),
      endDate: shiftDay(startDate, 1),
      endTime: '18:00',
      closingDate: shiftDay(startDate, 32),
    }),
  );
  const publish = await request.post(`/api/publishEvent/${id}`, { headers: { Authorization: authorization } });
  expect(publish.ok()).toBe(true);

  await page.goto(`/event/${id}/dashboard`);
  await expect(field(page, 'Start date')).toBeEditable();
  await expect(page.getByLabel('Start time, hours')).not.toHaveAttribute('aria-readonly', 'true');
  await expect(page.getByTestId('live-lock')).toHaveCount(0);

  await page.clock.fastForward('10:00');
  await page.reload();
  await expect(page.getByTestId('live-lock')).toHaveText(
    'The date and time of the event can no longer be changed after the event is live.',
  );
  await expect(field(page, 'Start date')).not.toBeEditable();
  await expect(field(page, 'End date')).not.toBeEditable();
  // The time pickers' parts are spin buttons: they announce read-only and ignore typing.
  for (const part of ['Start time, hours', 'Start time, minutes', 'End time, hours', 'End time, minutes']) {
    await expect(page.getByLabel(part)).toHaveAttribute('aria-readonly', 'true');
  }
  const hours = page.getByLabel('Start time, hours');
  const before = await hours.inputValue();
  await hours.pressSequentially('09');
  await expect(hours).toHaveValue(before);
  // The closing date is not part of the lock.
  await expect(field(page, 'Closing date')).toBeEditable();
});
