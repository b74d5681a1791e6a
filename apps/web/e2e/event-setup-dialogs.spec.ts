import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createEvent, eventFields, field, signInNewUser } from './event-setup-helpers';
import { chooseGerman } from './support/language';
import { expectToast } from './support/toasts';

test.use({ timezoneId: 'UTC' });

const saveBar = (page: Page) => page.getByRole('region', { name: 'Unsaved changes' });

test('a new event started from its name goes to its home after saving', async ({ page, request }) => {
  await signInNewUser(page, request);
  await page.goto('/event/0/dashboard?name=Harbour%20Summit');
  await expect(page).toHaveTitle('Add event · Aula');
  await expect(field(page, 'Event name')).toHaveValue('Harbour Summit');
  await expect(page.getByTestId('event-toolbar')).toContainText('Harbour Summit');
  // Nothing but the setup exists before the event is saved, and there is no previous or next page.
  await expect(page.getByRole('button', { name: /^Design/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await field(page, 'Location').fill('Hamburg');
  await saveBar(page).getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/event\/[1-9]\d*\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Edit event', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Edit event · Aula');
  await expect(field(page, 'Location')).toHaveValue('Hamburg');
  await expect(page.getByTestId('draft-bar')).toBeVisible();
  await expect(saveBar(page)).toBeHidden();
});

test.describe('an existing event', () => {
  test.beforeEach(async ({ page, request }) => {
    const { authorization } = await signInNewUser(page, request);
    const id = await createEvent(request, authorization, eventFields({ name: 'Harbour Summit' }));
    await page.goto(`/event/${id}`);
    await expect(page).toHaveURL(new RegExp(`/event/${id}/dashboard$`));
    await expect(field(page, 'Event name')).toHaveValue('Harbour Summit');
  });

  test('shows the save bar only while changed, and saves with “Changes are saved”', async ({ page }) => {
    await expect(saveBar(page)).toBeHidden();
    await field(page, 'Event name').fill('Harbour Summit 2026');
    await expect(saveBar(page)).toBeVisible();
    await field(page, 'Event name').fill('Harbour Summit');
    await expect(saveBar(page)).toBeHidden();

    await field(page, 'Event name').fill('Harbour Summit 2026');
    await saveBar(page).getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Changes are saved');
    await expect(saveBar(page)).toBeHidden();
    await expect(page.getByTestId('event-toolbar')).toContainText('Harbour Summit 2026');

    await page.reload();
    await expect(field(page, 'Event name')).toHaveValue('Harbour Summit 2026');
  });

  test('Discard asks first; Cancel keeps the changes, Discard drops them', async ({ page }) => {
    await field(page, 'Event name').fill('Renamed');
    await saveBar(page).getByRole('button', { name: 'Discard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(dialog).toContainText('Are you sure you want to discard all unsaved changes?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(field(page, 'Event name')).toHaveValue('Renamed');

    await saveBar(page).getByRole('button', { name: 'Discard' }).click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(field(page, 'Event name')).toHaveValue('Harbour Summit');
    await expect(saveBar(page)).toBeHidden();
  });

  test('leaving through a link with changes asks; Cancel stays, Leave anyway goes', async ({ page }) => {
    await field(page, 'Location').fill('Kiel');
    await page.getByRole('link', { name: 'All events', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(dialog).toContainText('Are you sure you want to leave this page? All unsaved changes will be lost!');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(field(page, 'Location')).toHaveValue('Kiel');

    await page.getByRole('link', { name: 'All events', exact: true }).click();
    await dialog.getByRole('button', { name: 'Leave anyway' }).click();
    await expect(page).toHaveURL(/\/events$/);
  });

  test('closing the tab with changes asks the browser’s question', async ({ page }) => {
    // The browser asks when a beforeunload listener cancels the event. Closing the tab for real
    // shows that question only after a user gesture Chromium counts, which made the test flaky.
    const wouldAsk = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await wouldAsk()).toBe(false);
    await field(page, 'Location').fill('Kiel');
    await expect(saveBar(page)).toBeVisible();
    expect(await wouldAsk()).toBe(true);
  });

  test('the dialogs speak German', async ({ page }) => {
    await chooseGerman(page);
    await field(page, 'Name des Events').fill('Umbenannt');
    await page.getByRole('region', { name: 'Ungespeicherte Änderungen' }).getByRole('button', { name: 'Verwerfen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await expect(dialog).toContainText('Möchten Sie wirklich alle ungespeicherten Änderungen verwerfen?');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    await page.getByRole('link', { name: 'Alle Events', exact: true }).click();
    await expect(dialog).toContainText('Möchten Sie diese Seite wirklich verlassen? Alle ungespeicherten Änderungen gehen verloren!');
    await dialog.getByRole('button', { name: 'Trotzdem verlassen' }).click();
    await expect(page).toHaveURL(/\/events$/);
  });
});
