import { readFileSync } from 'node:fs';
import { expect, signUpViaApi, test } from './support/fixtures';
import { dispatch, expectApart, exposeStore } from './support/page-tools';

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
  ['small phone', { width: 320, height: 640 }],
] as const) {
  test(`no page scrolls sideways on a ${device}, and nothing runs past its card or is cut`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // Names with no place to break (a first name or a value's name may be 100 characters,
    // a title 200; the dashboard's greeting once pushed the page 1,161 px wide on a phone).
    const unbroken = (length: number) => 'Wholeheartedness'.repeat(13).slice(0, length);
    await signUpViaApi(page, { firstName: unbroken(100) });
    await page.request.post('/api/goals', {
      data: { title: 'A goal with a long title that should wrap nicely', category: 'career' },
    });
    // A milestone's row names its goal in a chip: a goal's title of 200 characters once
    // widened /milestones past the window at every width (QA 2026-11-29).
    const longGoal = await page.request.post('/api/goals', {
      data: { title: unbroken(200), category: 'career' },
    });
    const goalId = ((await longGoal.json()) as { id: string }).id;
    await page.request.post('/api/values', { data: { name: unbroken(100), alignmentScore: 10 } });
    await page.request.post('/api/values', { data: { name: 'Courage', alignmentScore: 90 } });
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await page.request.post('/api/milestones', {
      data: { title: unbroken(200), targetDate: soon },
    });
    await page.request.post('/api/milestones', {
      data: { title: 'Speak at the club', targetDate: soon, goalId },
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
      const outside = await page.evaluate(() => {
        const found: string[] = [];
        // Inside a box that clips (a progress bar's moving part), running past is not seen.
        const clipped = (el: Element, card: Element) => {
          for (let up = el.parentElement; up && up !== card; up = up.parentElement) {
            if (getComputedStyle(up).overflowX !== 'visible') return true;
          }
          return false;
        };
        for (const el of document.querySelectorAll('main .MuiCard-root *')) {
          const cardEl = el.closest('.MuiCard-root')!;
          const card = cardEl.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          const past = box.right > card.right + 0.5 || box.left < card.left - 0.5;
          if (box.width > 0 && past && !clipped(el, cardEl))
            found.push(`${el.tagName}.${el.className} ${el.textContent?.slice(0, 40)}`);
        }
        // A label shortened with an ellipsis ('Your guiding star for pers...').
        for (const el of document.querySelectorAll('main *')) {
          const style = getComputedStyle(el);
          if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
            found.push(`cut: ${el.textContent?.slice(0, 40)}`);
        }
        return found.slice(0, 5);
      });
      expect({ path, outside }).toEqual({ path, outside: [] });
    }
    // The bell's menu (outside main): the milestone's long title wraps inside it.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    const past = await menu.evaluate((list) => {
      const paper = list.closest('.MuiPaper-root')!.getBoundingClientRect();
      return [...list.querySelectorAll('.MuiListItemText-root *')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.right > paper.right + 0.5;
        })
        .map((el) => el.textContent?.slice(0, 40));
    });
    expect(past).toEqual([]);
    await page.keyboard.press('Escape');

    // The Update dialog's three tabs fit (MUI's 90 px minimum each cut one at 320 px).
    await page.goto('/goals');
    await page.getByRole('button', { name: 'Update' }).first().click();
    const tabs = page.getByRole('dialog').getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveCount(3);
    const cut = await tabs.evaluate((list) => {
      const box = list.closest('.MuiTabs-root')!.getBoundingClientRect(); // what clips them
      return [...list.querySelectorAll('[role="tab"]')]
        .filter((tab) => {
          const b = tab.getBoundingClientRect();
          return b.left < box.left - 0.5 || b.right > box.right + 0.5;
        })
        .map((tab) => tab.textContent);
    });
    expect(cut).toEqual([]);
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

test("the server's first paint breaks a first name of 100 letters rather than cut it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page, { firstName: 'Wholeheartedness'.repeat(7).slice(0, 100) });
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const greeting = page.locator('#member-shell p');
  await expect(greeting).toContainText('Wholeheartedness');
  // The shell clips what runs past it: the greeting must fit the window.
  const { right, width } = await greeting.evaluate((p) => ({
    right: Math.max(...[...p.getClientRects()].map((r) => r.right), p.scrollWidth),
    width: document.documentElement.clientWidth,
  }));
  expect(right).toBeLessThanOrEqual(width);
});

test("the dashboard loads only the MUI it shows; another page's form inputs load when that page opens", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpViaApi(page);
  await page.request.post('/api/goals', { data: { title: 'Run a marathon', category: 'health' } });
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
  // vite.config.ts: 'mui-member' is what the signed-in chrome and the dashboard need,
  // 'mui-more' the rest of MUI (docs/frontend.md, "Choices worth knowing").
  const otherMui = (paths: string[]) => paths.filter((p) => p.includes('/assets/mui-more-'));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const onDashboard = await scripts();
  expect(onDashboard.some((p) => p.includes('/assets/mui-member-'))).toBe(true);
  expect(otherMui(onDashboard)).toEqual([]);

  await page.getByRole('link', { name: 'All Goals' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Goals' })).toBeVisible();
  await expect(page.getByText('Run a marathon')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(otherMui(await scripts())).toHaveLength(1);
});

test("a member's page load uses every data preload the server sends, and fetches each address once", async ({
  page,
}) => {
  // The server asks the browser to fetch the first data with the HTML (frontend
  // src/app/shell/member-data.json): an address the app then asks for differently is fetched
  // twice, and one it no longer asks for at all is wasted (Chromium warns of it).
  test.setTimeout(90_000); // nine page loads, each watched for 4 s
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpViaApi(page);
  await page.request.post('/api/goals', { data: { title: 'Run a marathon', category: 'health' } });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
      fetched.push(url.pathname + url.search);
  });

  const data = JSON.parse(
    readFileSync(new URL('../src/app/shell/member-data.json', import.meta.url), 'utf8'),
  ) as {
    everyPage: string[];
    signedIn: string[];
    pages: Record<string, string[]>;
  };
  expect(data.everyPage).toContain('/api/auth/user');
  // Every page the list names (a page added to it without a heading here fails), and one it
  // does not, which gets the session check alone.
  const headings: Record<string, string> = {
    '/': 'Dashboard',
    '/goals': 'Your Goals',
    '/milestones': 'Milestones',
    '/daily-reflections': 'Daily Reflection Journal',
    '/values': 'Core Values',
    '/home': 'Welcome back, Ada!',
    '/profile': 'Profile',
    '/settings': 'Settings',
  };
  expect(Object.keys(data.pages).sort()).toEqual(Object.keys(headings).sort());
  for (const [path, heading, preloads] of [
    ...Object.entries(data.pages).map(
      ([path, own]) =>
        [path, headings[path]!, [...data.everyPage, ...data.signedIn, ...own]] as const,
    ),
    ['/goals/', 'Your Goals', data.everyPage] as const,
  ]) {
    fetched.length = 0;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const hints = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect({ path, hints: [...hints].sort() }).toEqual({ path, hints: [...preloads].sort() });
    for (const href of hints)
      expect({ href, times: fetched.filter((f) => f === href).length }).toEqual({ href, times: 1 });
    // Nor is anything else asked twice (the journal and the header's bell read today's
    // reflections from one request).
    const twice = fetched.filter((f, i) => fetched.indexOf(f) !== i);
    expect({ path, twice }).toEqual({ path, twice: [] });
    // Chromium says so about 3 s after the load event when a preload went unused.
    await page.waitForTimeout(4_000);
    expect(warnings).toEqual([]);
  }
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a toast over a dialog leaves its title, close button and actions clear, and goes down once the dialog closes`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await exposeStore(page);
    await signUpViaApi(page);
    await page.request.post('/api/goals', { data: { title: 'Run a marathon' } });
    await page.goto('/goals');
    const dialogs = [
      {
        // On its Elaborate tab, the tallest: the dialog reaches the window's top.
        open: async () => {
          await page.getByRole('button', { name: 'Update' }).first().click();
          await page.getByRole('tab', { name: 'Elaborate' }).click();
        },
        dialog: page.getByRole('dialog', { name: /Update/ }),
        action: 'Cancel',
      },
      {
        open: () => page.getByRole('button', { name: 'Set Goal' }).first().click(),
        dialog: page.getByRole('dialog', { name: /Set a Goal/ }),
        action: 'Next',
      },
    ];
    for (const { open, dialog, action } of dialogs) {
      await open();
      await expect(dialog).toBeVisible();
      // An error made while the dialog stays open (the 10 s conflict toast, a failed save).
      await dispatch(page, {
        type: 'toast/toastShown',
        payload: {
          title: 'Changed elsewhere',
          description: 'This goal was changed in another tab or on another device.',
          variant: 'destructive',
          duration: 10_000,
        },
      });
      const toast = page.locator('[data-toast-edge]');
      await expect(toast).toContainText('Changed elsewhere');
      await expectApart(toast, dialog.getByRole('button', { name: 'Close' }));
      await expectApart(toast, dialog.locator('h2').first());
      await expectApart(toast, dialog.getByRole('button', { name: action }));
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({
          path: `test-results/screens/toast-over-${action.toLowerCase()}-${viewport.width}.png`,
        });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      // The dialog gone, the toast leaves the header's bell and avatar to the page.
      await expect(toast).toHaveAttribute('data-toast-edge', 'bottom');
      await expectApart(toast, page.getByRole('banner'));
      await toast.getByRole('button', { name: 'Close' }).click();
      await expect(toast).toHaveCount(0);
    }
  });
}

test('at 1280 x 720 a toast over Rapid Goal Writing covers none of its controls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signUpViaApi(page);
  await page.goto('/goals');
  await page.getByRole('button', { name: 'Rapid Goal Writing' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Rapid Goal Writing' });
  const input = dialog.getByLabel('Write a goal');
  for (const goal of ['Learn Spanish', 'Visit Japan', 'Plant a garden']) {
    await input.fill(goal);
    await input.press('Enter');
  }
  await dialog.getByRole('button', { name: 'Clear Draft' }).click();
  // Too wide for a toast beside it, too tall for one under it: inside, clear of its controls
  // (it lay over the goal field's Add, just above the buttons).
  const toast = page.locator('[data-toast-edge]');
  await expect(toast).toContainText('Draft Cleared');
  const controls = [
    input,
    dialog.getByRole('button', { name: 'Add' }),
    dialog.getByRole('button', { name: 'Close' }),
    dialog.getByRole('button', { name: 'Cancel' }),
    dialog.getByRole('button', { name: 'Next Prompt' }),
    dialog.getByRole('button', { name: /Save/ }),
  ];
  for (const control of controls) await expectApart(toast, control);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: 'test-results/screens/toast-over-rapid-1280.png' });
});

test('a toast under a dialog moves when the dialog grows down to it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await exposeStore(page);
  await signUpViaApi(page);
  await page.goto('/goals');
  await page.getByRole('button', { name: 'Rapid Goal Writing' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Rapid Goal Writing' });
  const input = dialog.getByLabel('Write a goal');
  await expect(input).toBeFocused();
  await dispatch(page, {
    type: 'toast/toastShown',
    payload: { title: 'Changed elsewhere', variant: 'destructive', duration: 10_000 },
  });
  // Room under the empty dialog: the toast stands there.
  const toast = page.locator('[data-toast-edge]');
  await expect(toast).toHaveAttribute('data-toast-edge', 'bottom');
  const save = dialog.getByRole('button', { name: /Save/ });
  await expectApart(toast, save);
  // Written goals make the dialog reach the window's bottom, where the toast stood.
  for (const goal of ['Learn Spanish', 'Visit Japan', 'Plant a garden', 'Write a book']) {
    await input.fill(goal);
    await input.press('Enter');
  }
  await expect(dialog.getByText('Goals written: 4')).toBeVisible();
  for (const control of [save, input, dialog.getByRole('button', { name: 'Close' })])
    await expectApart(toast, control);
  // So does a smaller window.
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const control of [save, input, dialog.getByRole('button', { name: 'Close' })])
    await expectApart(toast, control);
});

test('a toast wraps a long name without a space instead of cutting it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  await page.goto('/values');
  await page
    .getByRole('button', { name: /Define Your Values|Add Value/ })
    .first()
    .click();
  const name = 'Supercalifragilisticexpialidocious'.repeat(3).slice(0, 100);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Name/).first().fill(name);
  await dialog
    .getByRole('button', { name: /Save|Add/ })
    .last()
    .click();
  const toast = page.locator('[data-toast-edge]');
  await expect(toast).toContainText('Value added');
  const message = toast.locator('.MuiAlert-message');
  const { scroll, client } = await message.evaluate((m) => ({
    scroll: m.scrollWidth,
    client: m.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
  await expect(message).toContainText(name.slice(-20));
});

test('on a phone held sideways (844 x 390) each form dialog keeps its title and buttons in view, and scrolls its fields', async ({
  page,
}) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await signUpViaApi(page);
  await page.request.post('/api/goals', { data: { title: 'Run a marathon' } });
  const forms = [
    {
      path: '/values',
      open: () => page.getByRole('button', { name: 'Define Your Values' }).click(),
      dialog: page.getByRole('dialog', { name: 'Add Value' }),
      save: 'Save Value',
    },
    {
      path: '/milestones',
      open: () => page.getByRole('button', { name: 'Add Milestone' }).first().click(),
      dialog: page.getByRole('dialog', { name: 'Add Milestone' }),
      save: 'Add Milestone',
    },
    {
      path: '/goals',
      open: async () => {
        await page
          .getByRole('article', { name: 'Run a marathon' })
          .getByRole('button', { name: 'Goal actions' })
          .click();
        await page.getByRole('menuitem', { name: 'Edit Goal' }).click();
      },
      dialog: page.getByRole('dialog', { name: 'Edit Goal' }),
      save: 'Save Changes',
    },
  ];
  for (const { path, open, dialog, save } of forms) {
    await page.goto(path);
    await open();
    await expect(dialog).toBeVisible();
    // Scrolled to its end, the form's fields moved and its title and buttons did not.
    const content = dialog.locator('.MuiDialogContent-root');
    await content.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    expect(await content.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    for (const part of [
      dialog.locator('h2').first(),
      dialog.getByRole('button', { name: 'Cancel' }),
      dialog.getByRole('button', { name: save }),
    ]) {
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `test-results/screens/landscape-${path.slice(1)}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
});

test("at 320 px the value and milestone forms' buttons read on one line", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signUpViaApi(page);
  for (const [path, open, name, save] of [
    ['/values', 'Define Your Values', 'Add Value', 'Save Value'],
    ['/milestones', 'Add Milestone', 'Add Milestone', 'Add Milestone'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('button', { name: open }).first().click();
    const dialog = page.getByRole('dialog', { name });
    const cancel = await dialog.getByRole('button', { name: 'Cancel' }).boundingBox();
    const button = await dialog.getByRole('button', { name: save }).boundingBox();
    // One line: as tall as Cancel beside it (two lines made it 20 px taller).
    expect({ path, height: button!.height }).toEqual({ path, height: cancel!.height });
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `test-results/screens/narrow-${path.slice(1)}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
});

test("the Update dialog's tabs and the wizard's title stay put as their content changes height", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpViaApi(page);
  await page.request.post('/api/goals', { data: { title: 'Run a marathon' } });
  await page.goto('/goals');
  await page.getByRole('button', { name: 'Update' }).first().click();
  const update = page.getByRole('dialog', { name: /Update/ });
  const tabs = update.getByRole('tablist');
  await expect(tabs).toBeVisible();
  const tops = new Set<number>();
  for (const tab of ['Categorize', 'Elaborate', 'Progress', 'Categorize']) {
    await update.getByRole('tab', { name: tab }).click();
    await expect(update.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await page.waitForTimeout(300); // the dialog's own transitions
    tops.add(Math.round((await tabs.boundingBox())!.y));
  }
  // Centred, the tab strip moved 50 to 100 px at each switch.
  expect([...tops]).toHaveLength(1);
  await update.getByRole('button', { name: 'Cancel' }).click();
  await expect(update).toBeHidden();

  await page.getByRole('button', { name: 'Set Goal' }).first().click();
  const wizard = page.getByRole('dialog', { name: /Set a Goal/ });
  const title = wizard.locator('h2').first();
  const first = (await title.boundingBox())!.y;
  await wizard.getByLabel('What exactly do you want to achieve?').fill('Learn the cello');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard).toContainText('Step 2 of 4');
  await page.waitForTimeout(300);
  expect(Math.round((await title.boundingBox())!.y)).toBe(Math.round(first));
});
