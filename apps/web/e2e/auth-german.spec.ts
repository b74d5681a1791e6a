import { expect, test } from './support/test';
import { chooseGerman } from './support/language';

test.describe('German', () => {
  test('the language buttons switch labels and validation messages to German', async ({ page }) => {
    await page.goto('/auth/login');
    await chooseGerman(page);
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    const email = page.getByRole('textbox', { name: 'E-Mail', exact: true });
    await email.fill('mara@');
    await email.blur();
    await expect(email).toHaveAccessibleDescription('Ungültige E-Mail-Adresse');
    await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();

    await page.getByRole('link', { name: 'Registrieren' }).click();
    await expect(page).toHaveTitle('Registrieren · Aula');
    const firstName = page.getByRole('textbox', { name: 'Vorname', exact: true });
    await firstName.focus();
    await firstName.blur();
    await expect(firstName).toHaveAccessibleDescription('Pflichtfeld');
    const password = page.getByRole('textbox', { name: 'Passwort', exact: true });
    await password.fill('abcdefgh');
    await password.blur();
    await expect(password).toHaveAccessibleDescription('Mindestens ein Großbuchstabe');
    // The live checklist and strength estimate, in German (their namespace loads with the sign-in pages).
    const checklist = page.getByRole('list', { name: 'Ihr Passwort braucht' });
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Mindestens ein Kleinbuchstabe' })).toContainText('(erfüllt)');
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Mindestens ein Großbuchstabe' })).toContainText('(noch nicht erfüllt)');
    await expect(page.getByText(/^Passwortstärke:/)).toBeVisible();
    const confirm = page.getByRole('textbox', { name: 'Passwort bestätigen', exact: true });
    await confirm.fill('anders');
    await confirm.blur();
    await expect(confirm).toHaveAccessibleDescription('Die Passwörter sind unterschiedlich');

    // The choice is remembered on this device.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
  });

  test('a breached password is reported in German with its count', async ({ page }) => {
    await page.goto('/auth/signup');
    await chooseGerman(page);
    await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Mara');
    await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Lindqvist');
    await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('mara.breach@example.com');
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Quantum-Marmot-77');
    await page.getByRole('textbox', { name: 'Passwort bestätigen', exact: true }).fill('Quantum-Marmot-77');
    await page.getByRole('checkbox', { name: /Nutzungsbedingungen/ }).check();
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await expect(page.getByRole('textbox', { name: 'Passwort', exact: true })).toHaveAccessibleDescription(
      'Dieses Passwort wurde 314159-mal gehackt. Verwenden Sie ein stärkeres Passwort.',
    );
  });

  test('the terms link depends on the language', async ({ page, request }) => {
    const config = (await (await request.get('/api/clientConfig')).json()) as { data: { termsUrl: { en: string; de: string } } };
    expect(config.data.termsUrl.en).not.toBe(config.data.termsUrl.de);
    await page.goto('/auth/signup');
    await expect(page.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', config.data.termsUrl.en);
    await chooseGerman(page);
    await expect(page.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', config.data.termsUrl.de);
  });
});
