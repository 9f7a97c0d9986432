import {
  expect,
  expectAccessible,
  PASSWORD,
  signUpViaApi,
  test,
  uniqueEmail,
} from './support/fixtures';
import { expectApart } from './support/page-tools';

test.describe('signed out', () => {
  test('the landing page leads to sign-in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lodestar');
    for (const title of [
      "Lodestar's Method",
      'Smart Tracking',
      'Daily Reflection',
      'Values Alignment',
    ]) {
      await expect(page.getByText(title, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await page
      .getByRole('link', { name: 'Start Your Journey' })
      .or(page.getByRole('button', { name: 'Start Your Journey' }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expectAccessible(page);
  });

  test("a visitor's '/' is drawn by the server and runs none of the app's scripts", async ({
    page,
    browser,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text()); // a CSP refusal, say
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Lodestar' })).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()} Lodestar.`)).toBeVisible();
    await page.waitForLoadState('load');
    // After the load, the app's scripts are only prefetched for the next page: none runs
    // (no session check is sent), and the page's one inline script is allowed.
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length))
      .toBeGreaterThan(0);
    expect(
      await page.evaluate(() => document.querySelectorAll('script[type="module"]').length),
    ).toBe(0);
    expect(requests).not.toContain('/api/auth/user');
    expect(problems).toEqual([]);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    // Without JavaScript the page reads the same, and its links still lead to sign-in.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(page.url().replace(/\/auth$/, '/'));
    await expect(bare.getByRole('heading', { level: 1, name: 'Lodestar' })).toBeVisible();
    await expect(bare.getByText('Lodestar needs JavaScript to run.')).toHaveCount(0);
    await expect(bare.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await noScript.close();
  });

  test("the static landing page's footer has the visitor's year, not the server's", async ({
    browser,
  }) => {
    // Already New Year's Day on the Line Islands while it is still the old year in UTC.
    const context = await browser.newContext({ timezoneId: 'Pacific/Kiritimati' });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2030-12-31T12:30:00Z'));
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(`<span data-landing-year="">${new Date().getUTCFullYear()}</span>`);
    await page.goto('/');
    await expect(page.locator('footer')).toContainText('© 2031 Lodestar.');
    await context.close();
  });

  test('an unknown path shows Page Not Found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page Not Found')).toBeVisible();
  });

  test('an app route sends the visitor to sign in and back again', async ({ page }) => {
    const account = await signUpViaApi(page);
    await page.context().clearCookies();
    await page.goto('/goals');
    await expect(page).toHaveURL(/\/auth\?next=%2Fgoals/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/goals$/);
    await expect(page.getByRole('heading', { name: 'Your Goals' })).toBeVisible();
  });
});

test('sign up, land on the dashboard, sign out', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(uniqueEmail('grace'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Account menu' })).toContainText('GH');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(
    page
      .getByRole('complementary', { name: 'Sidebar' })
      .or(page.getByRole('navigation', { name: 'Sidebar' }))
      .first(),
  ).toBeVisible();
  await expectAccessible(page);

  await header.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  // The pages leave with the session: none asks the server for its data again (a 401 each).
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(new URL(response.url()).pathname);
  });
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(
    page
      .getByRole('link', { name: 'Start Your Journey' })
      .or(page.getByRole('button', { name: 'Start Your Journey' }))
      .first(),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(refused).toEqual([]);
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
});

test('sign in with Remember me, reload and stay signed in', async ({ page, context }) => {
  const account = await signUpViaApi(page);
  await context.clearCookies();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Remember me').check();
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await signIn.click();
  await expect(page).toHaveURL(/\/$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'lodestar.sid');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('AL');
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/); // signed in: /auth redirects home
});

test('a wrong password shows Login failed', async ({ page }) => {
  const account = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Login failed' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/auth/);
});

test('small screens hide the sidebar and show the mobile navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  await page.goto('/');
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile).toBeVisible();
  for (const label of ['Dashboard', 'Goals', 'Journal', 'Values']) {
    await expect(mobile.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(
    page
      .getByRole('navigation', { name: 'Sidebar' })
      .or(page.getByRole('complementary', { name: 'Sidebar' })),
  ).toHaveCount(0);
  await expectAccessible(page);
});

test('on a phone, a refused sign-up says why without covering the form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('common'));
  await page.getByLabel('Password').fill('12345678');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Registration failed' });
  await expect(toast).toContainText('one of the most common passwords');
  // The user goes back to the password to choose another: the toast leaves it in view.
  await expectApart(toast, page.getByLabel('Password'));
  await expectApart(toast, page.getByRole('button', { name: 'Create Account' }));
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: 'test-results/screens/sign-up-refused-390.png' });
});

test('on a desktop the Sign In and Sign Up tabs stay put when switched', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/auth');
  const signUp = page.getByRole('tab', { name: 'Sign Up' });
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  const before = await signUp.boundingBox();
  await signUp.click();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  // Centred, the taller sign-up form moved the tabs up 32 px under the pointer.
  expect(await signUp.boundingBox()).toEqual(before);
});

test('a tab whose session another tab hands to someone else asks for its own password, and gets it back', async ({
  page,
}) => {
  const ada = await signUpViaApi(page, { firstName: 'Ada' });
  expect((await page.request.post('/api/goals', { data: { title: "Ada's goal" } })).status()).toBe(
    201,
  );
  await page.goto('/goals');
  await expect(page.getByRole('article', { name: "Ada's goal" })).toBeVisible();

  // Another tab of the same browser: signed out, then in as Bob (the cookie is shared).
  const other = await page.context().newPage();
  expect((await other.request.post('/api/logout')).status()).toBe(204);
  await signUpViaApi(other, { firstName: 'Bob' });
  await other.goto('/goals');
  await expect(other.getByRole('heading', { name: 'No goals yet' })).toBeVisible();

  // Ada's tab no longer shows a page it could fill with Bob's data: it asks for Ada.
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Another account was signed in to Lodestar in another tab');
  await expect(dialog.getByLabel('Email')).toHaveValue(ada.email);
  await dialog.getByLabel('Password').fill(ada.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: "Ada's goal" })).toBeVisible();
  // And now Bob's tab is the one whose session went elsewhere.
  await expect(other.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
  await other.close();
});
