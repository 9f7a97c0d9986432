import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { withoutNavigationApi } from './support/page-tools';

const SHOTS = 'test-results/screens';

async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function createGoal(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post('/api/goals', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title: string };
}

function card(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

test('the wizard walks four steps and creates the goal the spec describes', async ({
  signedInPage: page,
}) => {
  test.slow();
  await page.goto('/goals');
  await expect(page.getByRole('heading', { name: 'No goals yet' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('button', { name: 'Set Goal' })
    .click();
  const wizard = page.getByRole('dialog', { name: /Set a Goal/ });
  await expect(wizard).toContainText('Step 1 of 4: What Do You Want?');
  await expect(wizard.getByRole('progressbar', { name: 'Step 1 of 4' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  await expect(wizard.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(wizard.getByText('Seneca', { exact: false })).toBeVisible();
  await wizard.getByLabel('Life Area').selectOption('career');
  await wizard.getByLabel('Importance').selectOption('high');
  await wizard
    .getByLabel('What exactly do you want to achieve?')
    .fill('Open a neighbourhood bakery');
  await wizard
    .getByLabel('Picture it already done: what does your life look like?')
    .fill('Warm bread at dawn');
  await expectAccessible(page);
  await shot(page, 'wizard-step1-desktop');
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard).toContainText('Step 2 of 4: Why Do You Want It?');
  await wizard
    .getByLabel('Why does this goal matter so much to you?')
    .fill('Bread brings people together');
  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(wizard.getByLabel('What exactly do you want to achieve?')).toHaveValue(
    'Open a neighbourhood bakery',
  );
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard).toContainText('Step 3 of 4: When Do You Want It?');
  await wizard.getByLabel('Target completion date').fill('2027-01-05');
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard).toContainText('Step 4 of 4: How Will You Get It?');
  await expect(wizard.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await wizard
    .getByLabel('What are the key steps to get there?')
    .fill('Find a location\nWrite the plan');
  await wizard.getByRole('button', { name: 'Create Goal' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Success' })).toContainText(
    "Your goal has been created with Lodestar's guidance!",
  );
  await expect(wizard).toBeHidden();
  const created = card(page, 'Open a neighbourhood bakery');
  await expect(created).toContainText('Career & Business');
  await expect(created).toContainText('Due Jan 5');
  await expect(created).toContainText('Next action: Find a location');
  await expect(created).toContainText('0%');

  const [goal] = await (await page.request.get('/api/goals')).json();
  expect(goal).toMatchObject({
    title: 'Open a neighbourhood bakery',
    category: 'career',
    priority: 'high',
    targetDate: '2027-01-05',
    reflection: 'Bread brings people together',
    nextAction: 'Find a location',
    steps: [
      'Open a neighbourhood bakery',
      'Warm bread at dawn',
      'Bread brings people together',
      'Find a location\nWrite the plan',
    ],
  });
  // Made through the wizard, the first goal earns its points and the first achievement,
  // and the activity log on the server has them.
  await expect(page.getByRole('status', { name: 'Achievement Unlocked!' })).toContainText(
    'Goal Setter',
  );
  await expect
    .poll(async () => {
      const log = (await (await page.request.get('/api/gamification/events')).json()) as {
        events: Array<{ id: string; points: number }>;
      };
      return log.events.map((e) => `${e.id} ${e.points}`);
    })
    .toEqual(expect.arrayContaining([`goal_created:${goal.id} 25`]));

  // Closing resets everything.
  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('button', { name: 'Set Goal' })
    .click();
  await expect(wizard).toContainText('Step 1 of 4');
  await expect(wizard.getByLabel('What exactly do you want to achieve?')).toHaveValue('');
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(wizard).toBeHidden();
});

test('rapid writing: 50 goals with a restored draft, saved once, all there after a reload', async ({
  signedInPage: page,
}) => {
  test.setTimeout(180_000); // 50 goals typed one by one
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Writing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rapid Goal Writing' });
  const input = dialog.getByLabel('Write a goal');
  await expect(
    dialog.getByText('No limit - write as many goals as you can think of!'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  await expect(dialog.getByText('Prompt 1 of 10')).toBeVisible();
  for (let i = 1; i <= 3; i++) {
    await input.fill(`Goal ${i}`);
    await input.press('Enter');
  }
  await expect(dialog.getByText('Goals written: 3')).toBeVisible();
  await expect(dialog.getByText('Prompt 4 of 10')).toBeVisible();
  await expect(dialog.getByText('Keep going!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/goals');
  await page.getByRole('button', { name: 'Rapid Goal Writing' }).click();
  // While a dialog is open MUI hides the rest of the page (the toast too) from the
  // accessibility tree, so this toast is found by its text.
  await expect(page.getByText('Draft Restored', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Goals written: 3')).toBeVisible();
  await dialog
    .getByRole('listitem')
    .filter({ hasText: '2. Goal 2' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(dialog.getByText('Goals written: 2')).toBeVisible();
  for (let i = 4; i <= 51; i++) {
    await input.fill(`Goal ${i}`);
    await input.press('Enter');
    if (i === 21) await expect(dialog.getByText('Great progress!')).toBeVisible();
  }
  await expect(dialog.getByText('Goals written: 50 (Excellent!)')).toBeVisible();
  await expect(dialog.getByText('Outstanding!')).toBeVisible();
  await expect(dialog.getByText('Your draft is auto-saved')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Writing progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expectAccessible(page);
  await shot(page, 'rapid-entry-desktop');

  // The success message shows for the dialog's 1.5 s before it closes (product spec). On
  // a loaded machine a poll from the test can miss so short a window (CI did, once), so
  // the page itself watches for it from before the click.
  const sawMessage = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const shown = () =>
          [...document.querySelectorAll('[role="dialog"]')].some((dialog) =>
            dialog.textContent?.includes('50 goals saved. Well done!'),
          );
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          resolve(true);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(shown());
        }, 60_000);
      }),
  );
  const batch = page.waitForRequest((r) => r.url().endsWith('/api/goals/batch'));
  await dialog.getByRole('button', { name: 'Save 50 Goals' }).click();
  const sent = await batch;
  expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(await sawMessage).toBe(true);
  await expect(dialog).toBeHidden({ timeout: 5000 });

  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(50);
  await expect(page.getByText('50 of 50 goals')).toBeVisible();
  await expect(page.getByText('Needs categorizing').first()).toBeVisible();
  // Categories cycle by position: the filter agrees with the sidebar links.
  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('link', { name: 'Health' })
    .click();
  await expect(page).toHaveURL(/category=health/);
  await expect(page.getByLabel('Category')).toHaveValue('health');
  await expect(page.getByRole('article')).toHaveCount(9); // positions 1, 7, ..., 49
  await page.getByLabel('Search goals').fill('goal 50');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No goals found' })).toBeVisible();
  await page.getByLabel('Category').selectOption('all');
  await expect(page).not.toHaveURL(/category=/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, 'Goal 50')).toContainText('Career & Business'); // position 48
  await expectAccessible(page);

  // The draft is gone after saving.
  await page.getByRole('button', { name: 'Rapid Goal Writing' }).click();
  await expect(dialog.getByText('Goals written: 0')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save 0 Goals' })).toBeDisabled();
});

test('a toast goes after its 5 s under a pointer left at rest; one the pointer moves onto waits', async ({
  signedInPage: page,
}) => {
  test.slow();
  await page.goto('/goals');
  const open = page.getByRole('button', { name: 'Rapid Goal Writing' });
  const dialog = page.getByRole('dialog', { name: 'Rapid Goal Writing' });
  await open.click();
  await dialog.getByLabel('Write a goal').fill('Visit Kyoto');
  await dialog.getByLabel('Write a goal').press('Enter');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Reopened, the draft is restored with a toast. Chrome tells a toast that appears under
  // a pointer at rest that the mouse entered it, moving by nothing; MUI held its clock
  // then, and the toast stayed for as long as the user typed ("Draft Restored", 16 s+).
  await open.click();
  const restored = page.getByText('Draft Restored', { exact: true });
  await expect(restored).toBeVisible();
  const shownAt = Date.now();
  await restored.evaluate((title) => {
    const toast = title.closest('.MuiAlert-root')!;
    toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    toast.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, movementX: 0, movementY: 0 }));
  });
  await dialog.getByLabel('Write a goal').fill('Learn to sail');
  await dialog.getByLabel('Write a goal').press('Enter');
  await expect(restored).toBeHidden({ timeout: 9000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4000);

  // A pointer that moves onto a toast holds it while it is there (to read or to close it).
  await dialog.getByRole('button', { name: 'Clear Draft' }).click();
  const cleared = page.getByText('Draft Cleared', { exact: true });
  await expect(cleared).toBeVisible();
  const box = (await cleared.boundingBox())!;
  await page.mouse.move(box.x + 5, box.y + 5, { steps: 3 });
  await page.waitForTimeout(6500);
  await expect(cleared).toBeVisible();
  await page.mouse.move(5, 5, { steps: 3 });
  await expect(cleared).toBeHidden({ timeout: 9000 });
});

test('update a goal by each tracking type and see the progress on its card', async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  await createGoal(page.request, { title: 'Tracked goal', category: 'health' });
  await page.goto('/goals');
  const goal = card(page, 'Tracked goal');
  const dialog = page.getByRole('dialog', { name: 'Update: Tracked goal' });
  const open = async () => {
    await goal.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByRole('tab', { name: 'Progress' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  };
  const save = async (percent: string) => {
    await dialog.getByRole('button', { name: 'Save Update' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Progress updated' });
    await expect(toast).toBeVisible();
    await expect(dialog).toBeHidden();
    // Made as the dialog closes, it takes the bottom corner: not over the header's bell.
    expect((await toast.boundingBox())!.y).toBeGreaterThan(400);
    await expect(goal).toContainText(percent);
  };

  // percentage: the slider moves by 5
  await open();
  await expect(dialog.getByRole('tab', { name: 'Categorize' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Elaborate' })).toBeVisible();
  const slider = dialog.getByRole('slider', { name: 'Progress' });
  await slider.focus();
  for (let i = 0; i < 7; i++) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '35');
  await expectAccessible(page);
  await shot(page, 'update-percentage-desktop');
  await save('35%');

  // status
  await open();
  await dialog.getByLabel('Tracking type').selectOption('status');
  await dialog.getByLabel('Status').selectOption('almost-done');
  await save('80%');

  // currency (debt): $250 of $1,000 remaining is 75% paid off
  await open();
  await dialog.getByLabel('Tracking type').selectOption('currency');
  await dialog.getByLabel('Financial type').selectOption('debt');
  await dialog.getByLabel('Current amount ($)').fill('250');
  await dialog.getByLabel('Target amount ($)').fill('1000');
  await expect(dialog.getByText('75%')).toBeVisible();
  await save('75%');
  const stored = await (await page.request.get('/api/goals')).json();
  expect(stored[0]).toMatchObject({
    currentAmount: 25_000,
    targetAmount: 100_000,
    financialType: 'debt',
  });

  // sub-categories: add with Enter, toggle, remove
  await open();
  await dialog.getByLabel('Tracking type').selectOption('subcategory');
  const item = dialog.getByLabel('New sub-category');
  for (const name of ['Plan', 'Train', 'Race', 'Extra']) {
    await item.fill(name);
    await item.press('Enter');
  }
  await dialog.getByRole('button', { name: 'Remove Extra' }).click();
  await dialog.getByRole('checkbox', { name: 'Plan' }).check();
  await expect(dialog.getByText('33%')).toBeVisible();
  await shot(page, 'update-subcategory-desktop');
  await save('33%');

  // milestone, with elaborate answers joined into the reflection
  await open();
  await dialog.getByRole('tab', { name: 'Elaborate' }).click();
  await dialog.getByLabel('Clarity').fill('Finish a marathon');
  await dialog.getByLabel('Plan').fill('Follow a 16-week plan');
  await dialog.getByRole('tab', { name: 'Progress' }).click();
  await dialog.getByLabel('Tracking type').selectOption('milestone');
  await dialog.getByLabel('Milestone reached').check();
  await save('100%');
  await expect(goal).toContainText('Completed');
  const done = (await (await page.request.get('/api/goals')).json())[0];
  expect(done).toMatchObject({
    isCompleted: true,
    trackingType: 'milestone',
    reflection: 'Clarity: Finish a marathon\n\nPlan: Follow a 16-week plan',
  });

  // the dashboard counts it
  await page.goto('/');
  const stats = page.getByRole('region', { name: 'Goal stats' });
  await expect(stats.getByRole('listitem').filter({ hasText: 'Completed' })).toContainText('1');
  await expect(stats.getByRole('listitem').filter({ hasText: 'Completion Rate' })).toContainText(
    '100%',
  );
  await expect(stats.getByRole('listitem').filter({ hasText: 'Day Streak' })).toContainText('1');
  await expect(
    page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('progressbar', { name: 'Monthly Progress' }),
  ).toHaveAttribute('aria-valuenow', '100');
  await expectAccessible(page);
  await shot(page, 'dashboard-desktop');
});

test('edit a goal, then delete it after the confirmation', async ({ signedInPage: page }) => {
  await createGoal(page.request, { title: 'Learn Italian', category: 'learning' });
  await createGoal(page.request, { title: 'Keep me', category: 'personal' });
  await page.goto('/goals');
  await card(page, 'Learn Italian').getByRole('button', { name: 'Goal actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit Goal' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Goal' });
  await edit.getByLabel('Title').fill('Speak Italian');
  await edit.getByLabel('Description').fill('Hold a conversation in Rome');
  await edit.getByLabel('Priority').selectOption('high');
  await edit.getByLabel('Target date').fill('2026-09-15');
  await edit.getByLabel('Next action').fill('Book a tutor');
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const edited = card(page, 'Speak Italian');
  await expect(edited).toContainText('Hold a conversation in Rome');
  await expect(edited).toContainText('Due Sep 15');
  await expect(edited).toContainText('Next action: Book a tutor');

  await edited.getByRole('button', { name: 'Goal actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete Goal' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Goal' });
  await expect(confirm).toContainText('Are you sure you want to delete this goal?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Goal actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete Goal' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Goal deleted' })).toBeVisible();
  await expect(edited).toBeHidden();
  await expect(card(page, 'Keep me')).toBeVisible();
});

test('on a phone the goals page, the wizard and rapid writing fit the screen', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createGoal(page.request, {
    title: 'Run a marathon',
    description: 'Finish under four hours',
    category: 'health',
    targetDate: '2026-10-04',
    nextAction: 'Buy shoes',
  });
  await page.goto('/goals');
  await expect(card(page, 'Run a marathon')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'goals-mobile');
  await page.getByRole('button', { name: 'Rapid Goal Writing' }).click();
  const rapid = page.getByRole('dialog', { name: 'Rapid Goal Writing' });
  await rapid.getByLabel('Write a goal').fill('Visit Kyoto');
  await rapid.getByLabel('Write a goal').press('Enter');
  await shot(page, 'rapid-entry-mobile');
  await rapid.getByRole('button', { name: 'Close' }).click();
  await card(page, 'Run a marathon').getByRole('button', { name: 'Update' }).click();
  await shot(page, 'update-mobile');
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The sidebar (and its Set Goal) is hidden on a phone: the page offers the wizard itself.
  await page.getByRole('button', { name: 'Set Goal' }).click();
  await expect(page.getByRole('dialog', { name: /Set a Goal/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /Set a Goal/ })).toBeHidden();
  await page.goto('/');
  await shot(page, 'dashboard-mobile');
  await page.getByRole('button', { name: 'Add Details' }).click();
  await expect(page.getByRole('dialog', { name: /Set a Goal/ })).toBeVisible();
  await shot(page, 'wizard-mobile');
  await expectAccessible(page);
});

test('rapid writing with the server gone: the failure is said, the draft kept, a retry saves once', async ({
  signedInPage: page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Writing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rapid Goal Writing' });
  const input = dialog.getByLabel('Write a goal');
  await input.click();
  // A pasted list is one goal a line.
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', 'Learn Spanish\nVisit Japan\n\nPlant a garden');
    document
      .querySelector('#rapid-entry-input')!
      .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  });
  await expect(dialog.getByText('Goals written: 3')).toBeVisible();
  // The server away: no script (the toast's own chunk has not loaded yet) and no answer.
  await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
  await page.route('**/api/goals/batch', (route) => route.abort('internetdisconnected'));
  await dialog.getByRole('button', { name: 'Save 3 Goals' }).click();
  // No answer: the goals may have been made, so the list waits for Retry (same keys).
  await expect(
    dialog.getByText(
      'We could not confirm that your goals were saved. Retry to finish saving before changing the list.',
    ),
  ).toBeVisible();
  // The spec's toast, drawn without its chunk; the app is still there.
  await expect(page.getByText('Failed to create goals. Please try again.')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await page.unroute('**/assets/**');
  await page.unroute('**/api/goals/batch');
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByText('3 goals saved. Well done!')).toBeVisible();
  const goals = (await (await page.request.get('/api/goals')).json()) as { title: string }[];
  expect(goals.map((g) => g.title).sort()).toEqual([
    'Learn Spanish',
    'Plant a garden',
    'Visit Japan',
  ]);
});

/** Opens the wizard from the sidebar and answers its first question. */
async function openWizardWithAnAnswer(page: Page) {
  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('button', { name: 'Set Goal' })
    .click();
  const wizard = page.getByRole('dialog', { name: /Set a Goal/ });
  const answer = wizard.getByLabel('What exactly do you want to achieve?');
  await answer.fill('Walk the Camino de Santiago');
  return { wizard, answer };
}

test('the wizard asks before a click outside, Escape or a reload throws the answers away', async ({
  signedInPage: page,
}) => {
  await page.goto('/goals');
  const { wizard, answer } = await openWizardWithAnAnswer(page);

  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep Editing' })).toBeFocused();
  await expectAccessible(page);
  await shot(page, 'wizard-discard-question');
  await question.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(question).toBeHidden();
  await expect(answer).toHaveValue('Walk the Camino de Santiago');

  await page.mouse.click(5, 400); // on the backdrop, outside the dialog
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape'); // Escape on the question keeps editing too
  await expect(question).toBeHidden();
  await expect(answer).toHaveValue('Walk the Camino de Santiago');
  await expect(answer).toBeFocused(); // back in the field, though the click left it

  // Leaving the page asks the browser's question; dismissed, the answers stay.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true }).catch(() => undefined);
  const leave = await asked;
  expect(leave.type()).toBe('beforeunload');
  await leave.dismiss();
  await expect(answer).toHaveValue('Walk the Camino de Santiago');

  // Discard closes it, and the wizard opens empty again.
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(wizard).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No goals yet' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('button', { name: 'Set Goal' })
    .click();
  await expect(answer).toHaveValue('');
});

for (const browser of ['with', 'without'] as const) {
  test(`Back asks before it throws the wizard's answers away; Discard then goes back (a browser ${browser} the Navigation API)`, async ({
    signedInPage: page,
  }) => {
    if (browser === 'without') await withoutNavigationApi(page);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'All Goals' })
      .click();
    await expect(page).toHaveURL(/\/goals$/);
    const { wizard, answer } = await openWizardWithAnAnswer(page);

    // The browser's Back button (not a script's history.back()).
    const question = page.getByRole('dialog', { name: 'Discard your changes?' });
    await page.goBack({ timeout: 1_000 }).catch(() => null); // stopped: no navigation to wait for
    await expect(question).toBeVisible();
    await expect(page).toHaveURL(/\/goals$/);
    await question.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(question).toBeHidden();
    await expect(answer).toHaveValue('Walk the Camino de Santiago');
    await expect(answer).toBeFocused();
    // The router stayed on this page: what it shows is the address the browser shows.
    await page.waitForTimeout(300);
    await expect(page.locator('main h1')).toHaveText('Your Goals'); // behind the dialog
    await expect(page).toHaveURL(/\/goals$/);

    await answer.press('End'); // a new interaction: the browser lets the page ask once more
    await page.goBack({ timeout: 1_000 }).catch(() => null);
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(wizard).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /Welcome|Dashboard/ }).first()).toBeVisible();
  });
}
