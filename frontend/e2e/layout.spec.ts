import { expect, signUpViaApi, test } from './support/fixtures';

const PAGES = [
  '/',
  '/goals',
  '/daily-reflections',
  '/values',
  '/milestones',
  '/profile',
  '/settings',
  '/home',
];

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`no page scrolls sideways on a ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUpViaApi(page);
    await page.request.post('/api/goals', {
      data: { title: 'A goal with a long title that should wrap nicely', category: 'career' },
    });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect({ path, scroll }).toEqual({ path, scroll: client });
    }
  });
}

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`on a ${device}, the dashboard's first paint comes from the server, where the app then draws it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpViaApi(page, { firstName: 'Ada' });
    const box = async (selector: string) => {
      const b = await page.locator(selector).first().boundingBox();
      if (!b) throw new Error(`${selector} is not shown`);
      return { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width) };
    };

    // Before any script: the server's member shell, with the greeting.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    const shell = page.locator('#member-shell');
    await expect(shell.locator('h1')).toHaveText('Dashboard');
    await expect(shell.locator('p')).toHaveText(
      'Welcome back, Ada! Here is where your journey stands.',
    );
    const drawn = { title: await box('#member-shell h1'), greeting: await box('#member-shell p') };
    await page.unroute('**/assets/*.js');

    // With the app: the same title and greeting in the same places, and no shell left.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(shell).toHaveCount(0);
    const title = await box('main h1');
    const greeting = await box('main h1 + p');
    expect(await page.locator('main h1 + p').textContent()).toBe(
      'Welcome back, Ada! Here is where your journey stands.',
    );
    expect({ title, greeting }).toEqual(drawn);
  });
}
