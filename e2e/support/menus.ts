import { expect, type Locator } from '@playwright/test';

/**
 * Opens the menu a button controls and resolves to it once it stands still. Menus slide in: a click on an item
 * while it still moves presses on one spot and releases on another, which selects nothing and leaves the menu
 * open (the item was found and clicked, so the journey only fails at its next check).
 */
export async function openMenu(trigger: Locator): Promise<Locator> {
  await trigger.click();
  const menu = trigger.page().getByRole('menu');
  await expect(menu).toBeVisible();
  await menu.evaluate((content) =>
    Promise.all(
      (content.parentElement ?? content)
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished),
    ),
  );
  return menu;
}
