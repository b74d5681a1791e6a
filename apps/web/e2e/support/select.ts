import { expect, type Locator } from '@playwright/test';

/**
 * Opens a select and picks one of its options. Mantine's select toggles its list on each click, so a
 * click that lands while the form is still rendering can leave the list closed (it happened once in
 * CI); this clicks again, only while the option is not showing, until it shows.
 */
export async function pickOption(combobox: Locator, option: Locator): Promise<void> {
  await expect(async () => {
    if (!(await option.isVisible())) await combobox.click();
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await option.click();
}
