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
