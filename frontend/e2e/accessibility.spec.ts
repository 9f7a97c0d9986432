import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signUpViaApi, test } from './support/fixtures';

/**
 * Issue 7: axe-core (WCAG 2 A/AA rules and best practices) on every page, in the light and
 * the dark theme: no serious or critical violation. And every dialog works with the
 * keyboard alone: reached and opened with the keyboard, Tab stays inside it, Escape
 * closes it and focus returns to what opened it.
 */

type Mode = 'light' | 'dark';
const MODES: Mode[] = ['light', 'dark'];

/** Signed in, with the theme saved in the user's preferences (as the Settings switch does). */
async function signIn(page: Page, mode: Mode) {
  await signUpViaApi(page);
  const saved = await page.request.put('/api/user/preferences', {
    data: { appearance: { darkMode: mode === 'dark' } },
  });
  expect(saved.status()).toBe(200);
}

/**
 * A visitor's pages are light once the session check answers; they are dark only on the
 * first paint after a reload for someone who chose dark (the browser remembers it) while
 * the session check is still out. That is the state checked here for 'dark'.
 */
async function visitorInMode(page: Page, mode: Mode) {
  if (mode === 'light') return;
  await page.addInitScript(() =>
    localStorage.setItem(
      'lodestar:color-mode',
      JSON.stringify({ userId: 'someone-who-chose-dark', mode: 'dark' }),
    ),
  );
  await page.route('**/api/auth/user', () => {}); // never answered: the session stays loading
}

async function expectMode(page: Page, mode: Mode) {
  const dark = 'rgb(11, 16, 36)';
  const light = 'rgb(246, 247, 251)';
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe(mode === 'dark' ? dark : light);
}

for (const mode of MODES) {
  test.describe(`${mode} theme`, () => {
    test(`visitor pages pass axe: landing, /auth, not found (${mode})`, async ({ page }) => {
      await visitorInMode(page, mode);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Lodestar' })).toBeVisible();
      await expectMode(page, mode);
      await expectAccessible(page);

      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
      await expectMode(page, mode);
      await expectAccessible(page);

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expectMode(page, mode);
      await expectAccessible(page);
    });

    test(`member pages pass axe: dashboard, goals, reflections, values, profile, settings, not found (${mode})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signIn(page, mode);
      const pages: [string, string][] = [
        ['/', 'Dashboard'],
        ['/goals', 'Your Goals'],
        ['/daily-reflections', 'Daily Reflection Journal'],
        ['/values', 'Core Values'],
        ['/profile', 'Profile'],
        ['/settings', 'Settings'],
      ];
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectMode(page, mode);
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
      }
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expectMode(page, mode);
      await expectAccessible(page);
    });

    test(`the goal wizard and rapid writing dialogs pass axe (${mode})`, async ({ page }) => {
      await signIn(page, mode);
      await page.goto('/');
      await page.getByRole('button', { name: 'Start Writing' }).click();
      const rapid = page.getByRole('dialog', { name: 'Rapid Goal Writing' });
      await expect(rapid).toBeVisible();
      await expectMode(page, mode);
      await expectAccessible(page);
      await rapid.getByRole('button', { name: 'Cancel' }).click();
      await expect(rapid).toBeHidden();

      await page
        .getByRole('navigation', { name: 'Sidebar' })
        .getByRole('button', { name: 'Set Goal' })
        .click();
      const wizard = page.getByRole('dialog', { name: /Set a Goal/ });
      await expect(wizard).toContainText('Step 1 of 4');
      await expectAccessible(page);
    });
  });
}

/** Presses Tab until `target` has the focus (it must be reachable without a mouse). */
async function tabTo(page: Page, target: Locator, maxTabs = 120) {
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reachable with Tab within ${maxTabs} presses`);
}

/** Opens a dialog with Enter, tabs through it, closes it with Escape; focus comes back. */
async function checkDialogKeyboard(page: Page, opener: Locator, dialog: Locator) {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('every dialog works with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'light');
  const created = await page.request.post('/api/goals', {
    data: { title: 'Keyboard goal', category: 'health' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await checkDialogKeyboard(
    page,
    page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Set Goal' }),
    page.getByRole('dialog', { name: /Set a Goal/ }),
  );
  await checkDialogKeyboard(
    page,
    page.getByRole('button', { name: 'Start Writing' }),
    page.getByRole('dialog', { name: 'Rapid Goal Writing' }),
  );

  await page.goto('/goals');
  const goal = page.getByRole('article', { name: 'Keyboard goal' });
  await expect(goal).toBeVisible();
  await checkDialogKeyboard(
    page,
    goal.getByRole('button', { name: 'Update' }),
    page.getByRole('dialog', { name: 'Update: Keyboard goal' }),
  );

  await page.goto('/values');
  await expect(page.getByRole('heading', { level: 1, name: 'Core Values' })).toBeVisible();
  await checkDialogKeyboard(
    page,
    page.getByRole('button', { name: 'Define Your Values' }),
    page.getByRole('dialog', { name: 'Add Value' }),
  );

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await checkDialogKeyboard(
    page,
    page
      .getByRole('region', { name: 'Danger Zone' })
      .getByRole('button', { name: 'Delete Account' }),
    page.getByRole('dialog', { name: 'Delete your account?' }),
  );
});
