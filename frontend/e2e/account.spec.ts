import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, PASSWORD, signUpViaApi, test } from './support/fixtures';
import { withoutNavigationApi } from './support/page-tools';

const LIGHT_BACKGROUND = 'rgb(246, 247, 251)';
const DARK_BACKGROUND = 'rgb(11, 16, 36)';
const SHOTS = join(process.cwd(), 'test-results', 'e2e', 'account-screens');

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('home: greeting, the four cards, a quote, and Logout', async ({ signedInPage: page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeVisible();
  const links = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
  await expect(links).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Quote of the day' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'home-desktop');
  await page.getByRole('link', { name: /Reflection/ }).click();
  await expect(page).toHaveURL(/\/daily-reflections$/);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Start Your Journey' }).first()).toBeVisible();
});

test('profile: edit the name and time zone and see the header initials change', async ({
  signedInPage: page,
}) => {
  await page.goto('/profile');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Account menu' })).toContainText('AL');
  const details = page.getByRole('region', { name: 'Personal Information' });
  await expect(details).toContainText('New York (Eastern Time)');
  await expect(page.getByRole('region', { name: 'Login Streak' })).toContainText('Getting Started');
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity).toContainText('Total logins');
  await expect(activity).toContainText(/Average session\s*No data/);
  await expectAccessible(page);
  await shot(page, 'profile-desktop');

  await details.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(details.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  // Cancel restores.
  await details.getByRole('textbox', { name: 'First name' }).fill('Nobody');
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toContainText('Ada');
  await details.getByRole('button', { name: 'Edit Profile' }).click();
  await details.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await details.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await details.getByRole('combobox', { name: 'Time zone' }).selectOption({ label: 'Tokyo' });
  await expectAccessible(page);
  await shot(page, 'profile-editing');
  await details.getByRole('button', { name: 'Save' }).click();

  await expect(header.getByRole('button', { name: 'Account menu' })).toContainText('GH');
  await expect(details).toContainText('Grace');
  await expect(details).toContainText('Tokyo');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Personal Information' })).toContainText('Hopper');
  await expect(header.getByRole('button', { name: 'Account menu' })).toContainText('GH');
});

for (const browser of ['with', 'without'] as const) {
  test(`leaving the profile form with unsaved changes asks first, by a link or by Back (a browser ${browser} the Navigation API)`, async ({
    signedInPage: page,
  }) => {
    if (browser === 'without') await withoutNavigationApi(page);
    await page.goto('/goals');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const details = page.getByRole('region', { name: 'Personal Information' });
    await details.getByRole('button', { name: 'Edit Profile' }).click();
    const first = details.getByRole('textbox', { name: 'First name' });
    await first.fill('Grace');

    const question = page.getByRole('dialog', { name: 'Discard your changes?' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(question).toBeVisible();
    await expectAccessible(page);
    await expect(page).toHaveURL(/\/profile$/);
    await question.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(question).toBeHidden();
    await expect(first).toHaveValue('Grace');
    await expect(first).toBeFocused();
    // The account menu's links ask too, and the menu closes behind the question.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(question).toBeVisible();
    await expect(page.getByRole('menu', { name: 'Account menu' })).toBeHidden();
    await question.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(first).toHaveValue('Grace');

    // The browser's Back button asks the same question; Discard then goes back.
    await first.press('End'); // a new interaction: the browser lets the page ask once more
    await page.goBack({ timeout: 1_000 }).catch(() => null); // stopped: no navigation to wait for
    await expect(question).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/goals$/);

    // Nothing was saved, and with nothing typed a link goes at once.
    await page.goto('/profile');
    await expect(details).toContainText('Ada');
    await details.getByRole('button', { name: 'Edit Profile' }).click();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(question).toBeHidden();
  });
}

test('signing out with unsaved changes in a form asks first', async ({ signedInPage: page }) => {
  await page.goto('/profile');
  const details = page.getByRole('region', { name: 'Personal Information' });
  await details.getByRole('button', { name: 'Edit Profile' }).click();
  const first = details.getByRole('textbox', { name: 'First name' });
  await first.fill('Grace');

  const menu = page.getByRole('button', { name: /Account menu/ });
  const question = page.getByRole('dialog', { name: 'Sign out and discard your changes?' });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(first).toHaveValue('Grace');
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  await menu.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await question.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('profile and settings fit a 390px-wide phone', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/home', '/profile', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await shot(page, `mobile${path.replace('/', '-')}`);
  }
});

test('dark mode switches the whole theme at once and the first paint after a reload is dark', async ({
  signedInPage: page,
}) => {
  await page.goto('/settings');
  const appearance = page.getByRole('region', { name: 'Appearance' });
  const dark = appearance.getByRole('switch', { name: 'Dark mode' });
  await expect(dark).not.toBeChecked();
  expect(await background(page)).toBe(LIGHT_BACKGROUND);
  await expectAccessible(page);
  await shot(page, 'settings-light');

  await dark.check();
  await expect(dark).toBeChecked();
  await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
  await expectAccessible(page);
  await shot(page, 'settings-dark');

  // First paint after a reload is dark without waiting for the server's answer.
  await page.route('**/api/user/preferences', () => {}); // never answered
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(await background(page)).toBe(DARK_BACKGROUND);
  await page.unroute('**/api/user/preferences');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  expect(await background(page)).toBe(DARK_BACKGROUND);
  await expectAccessible(page);
});

test('dark mode follows the user to another browser; signing out returns to light', async ({
  page,
  browser,
}) => {
  const account = await signUpViaApi(page);
  const saved = await page.request.put('/api/user/preferences', {
    data: { appearance: { darkMode: true } },
  });
  expect(saved.status()).toBe(200);

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/auth');
  expect(await background(second)).toBe(LIGHT_BACKGROUND);
  await second.getByLabel('Email').fill(account.email);
  await second.getByLabel('Password').fill(account.password);
  await second.getByRole('button', { name: 'Sign In' }).click();
  await expect(second).toHaveURL(/\/$/);
  await expect.poll(() => background(second)).toBe(DARK_BACKGROUND);
  await second.getByRole('button', { name: 'Account menu' }).click();
  await second.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(second.getByRole('link', { name: 'Start Your Journey' }).first()).toBeVisible();
  expect(await background(second)).toBe(LIGHT_BACKGROUND);
  await other.close();
});

test('a member who chose dark gets every member page dark from its first frame, on a new browser too', async ({
  page,
}) => {
  await signUpViaApi(page);
  const saved = await page.request.put('/api/user/preferences', {
    data: { appearance: { darkMode: true } },
  });
  expect(saved.status()).toBe(200);
  // This browser remembers no mode: only the server's page can say dark before the app runs.
  const backgrounds = await watchBackgrounds(page);

  // Before any script: the page as the server sent it.
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const path of ['/', '/goals', '/settings']) {
    await page.goto(path);
    await page.waitForTimeout(300);
    expect({ path, backgrounds: await backgrounds() }).toEqual({
      path,
      backgrounds: [DARK_BACKGROUND],
    });
  }
  await page.unroute('**/assets/*.js');
  // And with the app: dark throughout, never a light frame between.
  for (const [path, heading] of [
    ['/goals', 'Your Goals'],
    ['/values', 'Core Values'],
  ]) {
    await page.evaluate(() => window.localStorage.clear());
    await openMemberPage(page, path, heading);
    expect({ path, backgrounds: await backgrounds() }).toEqual({
      path,
      backgrounds: [DARK_BACKGROUND],
    });
  }
});

test('a mode chosen on another device shows from the first frame where this browser remembers the old one', async ({
  page,
}) => {
  await signUpViaApi(page);
  const choose = async (darkMode: boolean) =>
    expect(
      (
        await page.request.put('/api/user/preferences', { data: { appearance: { darkMode } } })
      ).status(),
    ).toBe(200);
  const remembered = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('lodestar:color-mode') ?? 'null')?.mode);
  await openMemberPage(page, '/goals', 'Your Goals');
  await expect.poll(remembered).toBe('light');
  const backgrounds = await watchBackgrounds(page);

  // Dark, chosen elsewhere: this browser still remembers light.
  await choose(true);
  for (const [path, heading] of [
    ['/goals', 'Your Goals'],
    ['/', 'Dashboard'],
  ]) {
    await openMemberPage(page, path, heading);
    expect({ path, backgrounds: await backgrounds() }).toEqual({
      path,
      backgrounds: [DARK_BACKGROUND],
    });
  }
  expect(await remembered()).toBe('dark');
  // And back to light elsewhere: this browser now remembers dark.
  await choose(false);
  await openMemberPage(page, '/values', 'Core Values');
  expect(await backgrounds()).toEqual([LIGHT_BACKGROUND]);
});

/** Opens a member page and waits until it is drawn and its requests are done. */
async function openMemberPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Every colour the page's background takes from the first frame on, page load by page load. */
async function watchBackgrounds(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { backgrounds: string[] }).backgrounds = seen;
    const look = () => {
      if (document.body) {
        const colour = getComputedStyle(document.body).backgroundColor;
        if (seen.at(-1) !== colour) seen.push(colour);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () => page.evaluate(() => (window as unknown as { backgrounds: string[] }).backgrounds);
}

test('notifications are saved per user', async ({ signedInPage: page }) => {
  await page.goto('/settings');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await notifications.getByRole('switch', { name: 'Email notifications' }).check();
  await notifications.getByRole('switch', { name: 'Push notifications' }).uncheck();
  await expect
    .poll(
      async () => (await (await page.request.get('/api/user/preferences')).json()).notifications,
    )
    .toEqual({ push: false, email: true, streakReminders: true });
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('switch', { name: 'Email notifications' }),
  ).toBeChecked();
});

test('export downloads a JSON file of my data', async ({ signedInPage: page, account }) => {
  await page.goto('/settings');
  const data = page.getByRole('region', { name: 'Data & Privacy' });
  await expect(data.getByRole('listitem')).toHaveText(['0goals', '0reflections', '0values']);
  const downloading = page.waitForEvent('download');
  await data.getByRole('link', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lodestar-export-\d{4}-\d\d-\d\d\.json$/);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text).not.toMatch(/\$2[aby]\$/);
  expect(text).not.toContain('passwordHash');
  const doc = JSON.parse(text);
  expect(doc.user.email).toBe(account.email);
  expect(doc.data.loginHistory.length).toBeGreaterThan(0);
  expect(doc.data).not.toHaveProperty('sessions');
});

test('change the password: this browser stays, the others are signed out', async ({
  signedInPage: page,
  account,
  browser,
}) => {
  const other = await browser.newContext();
  const phone = await other.newPage();
  const login = await phone.request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);

  await page.goto('/settings');
  const security = page.getByRole('region', { name: 'Account Security' });
  await security.getByLabel('Current password').fill('not-my-password');
  await security.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await security.getByLabel('Confirm new password').fill('a-brand-new-password');
  await security.getByRole('button', { name: 'Update Password' }).click();
  await expect(security.getByRole('alert')).toContainText('Your current password is not right');

  await security.getByLabel('Current password').fill(account.password);
  await security.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password updated' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  expect((await phone.request.get('/api/auth/user')).status()).toBe(401);
  const again = await phone.request.post('/api/login', {
    data: { email: account.email, password: 'a-brand-new-password' },
  });
  expect(again.status()).toBe(200);
  await other.close();
});

test('delete the account: the landing page, and the old login fails', async ({
  signedInPage: page,
  account,
}) => {
  const bystander = await signUpViaApi(await page.context().browser()!.newPage());
  await page.goto('/settings');
  await page
    .getByRole('region', { name: 'Danger Zone' })
    .getByRole('button', { name: 'Delete Account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'settings-delete-dialog');
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText('That password is not right');
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Start Your Journey' }).first()).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
  // Someone else's account is untouched.
  const other = await page.request.post('/api/login', {
    data: { email: bystander.email, password: bystander.password },
  });
  expect(other.status()).toBe(200);
});

test('a session ended on another device: sign in again in place, and the typed reflection is saved', async ({
  page,
  browser,
}) => {
  const account = await signUpViaApi(page);
  await page.goto('/daily-reflections');
  await page.getByRole('button', { name: 'Morning' }).click();
  const answer = page.getByLabel('What is my intention for today?');
  await answer.fill('Written before the session ended, and not to be lost.');

  // Another device changes the password: every other session of this user ends.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const login = await otherPage.request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const changed = await otherPage.request.put('/api/user/password', {
    data: { currentPassword: account.password, newPassword: 'a-brand-new-password' },
  });
  expect(changed.status()).toBe(204);
  await other.close();

  await page.getByRole('button', { name: 'Save Reflection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/daily-reflections$/);
  await expectAccessible(page);
  await shot(page, 'session-ended-dialog');
  await dialog.getByLabel('Password').fill('a-brand-new-password');
  await dialog.getByLabel('Password').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(answer).toHaveValue('Written before the session ended, and not to be lost.');

  await page.getByRole('button', { name: 'Save Reflection' }).click();
  await expect(page.getByRole('button', { name: 'Update Reflection' })).toBeVisible();
  const saved = await page.request.get('/api/daily-reflections');
  expect(JSON.stringify(await saved.json())).toContain('not to be lost');
});

test("two people on one browser: the second never sees the first one's account or points", async ({
  page,
}) => {
  const alice = await signUpViaApi(page, { firstName: 'Alice', lastName: 'Adams' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('AA');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Start Your Journey' }).first()).toBeVisible();

  // Bob signs up on the same browser (its HTTP cache holds what Alice's pages fetched).
  const bob = await signUpViaApi(page, { firstName: 'Bob', lastName: 'Brown' });
  expect(bob.email).not.toBe(alice.email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('BB');
  await expect(page.getByText(bob.email)).toBeVisible();
  await expect(page.getByText(alice.email)).toHaveCount(0);
  const me = await page.evaluate(async () => (await fetch('/api/auth/user')).json());
  expect(me.email).toBe(bob.email);
});

test('a page opened while offline keeps the app around it, and appears once back online', async ({
  signedInPage: page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await page.context().setOffline(true);
  await header.getByRole('link', { name: 'Values' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('This page needs a connection to load.')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible(); // the chrome stays
  await expectAccessible(page);

  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Core Values' })).toBeVisible();

  // Online, but the server does not give the page's code: Try again, once it does.
  await page.route('**/assets/goals-page-*.js', (route) => route.abort());
  await header.getByRole('link', { name: 'Goals' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
  ).toBeVisible();
  await expect(page.getByText('Lodestar could not reach the server.')).toBeVisible();
  await page.unroute('**/assets/goals-page-*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
});
