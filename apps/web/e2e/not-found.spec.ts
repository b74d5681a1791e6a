import { expect, test } from './support/test';

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/some/old/link');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('This URL is wrong or from an older version of the application.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Aula');
});
