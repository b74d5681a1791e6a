import { expect, test } from './support/test';
import { createActiveUser, signInThroughUi } from './support/accounts';

test('signing out in one tab signs out the other', async ({ context, request }) => {
  const user = await createActiveUser(request);
  const first = await context.newPage();
  await signInThroughUi(first, user);
  const second = await context.newPage();
  await second.goto('/events');
  await expect(second.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await first.getByRole('button', { name: 'Open user menu' }).click();
  await first.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(first).toHaveURL(/\/auth\/login/);
  await expect(second).toHaveURL(/\/auth\/login/);
  expect(await second.evaluate(() => localStorage.getItem('aula.auth'))).toBeNull();
});

test('an idle logout in one tab shows the expired dialog in the other', async ({ context, request }) => {
  await context.clock.install();
  const user = await createActiveUser(request);
  const first = await context.newPage();
  await signInThroughUi(first, user);
  const second = await context.newPage();
  await second.goto('/events');
  await expect(second.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await context.clock.runFor(2_000);

  await context.clock.fastForward('01:01:00');
  for (const page of [first, second]) {
    await expect(page.getByRole('dialog', { name: 'Session Timeout' })).toBeVisible();
  }
  await second.getByRole('button', { name: 'OK' }).click();
  await expect(second).toHaveURL(/\/auth\/login/);
});
