import { expect, type Locator } from '@playwright/test';

/**
 * Opens a select and picks one of its options. Mantine's select toggles its list on each click, so a
 * click that lands while the select is still settling can leave the list closed; this clicks again,
 * only while the option is not showing, until it shows. The caller makes sure the combobox is the
 * form's (a list screen's filter may bear the same name).
 */
export async function pickOption(combobox: Locator, option: Locator): Promise<void> {
  await expect(async () => {
    if (!(await option.isVisible())) await combobox.click();
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await option.click();
}
