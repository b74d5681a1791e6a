import { expect, type Page } from '@playwright/test';

/**
 * Switches a page to German with its language buttons. A click while the page is still settling
 * (a layout shift moves the centred buttons) can land beside the button, so it clicks until the
 * button reports itself pressed; clicking it again while German loads changes nothing.
 */
export async function chooseGerman(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'DE', exact: true });
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
