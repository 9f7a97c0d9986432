import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `test-results/screens/${name}.png` });
}

/** Opens Edit Goal from a goal card's menu, as a person would. */
async function openEditGoal(page: Page, title: string) {
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: 'Goal actions' })
    .click();
  await page.getByRole('menuitem', { name: 'Edit Goal' }).click();
  return page.getByRole('dialog', { name: 'Edit Goal' });
}

/**
 * Two tabs, one goal (issue 7, "No lost data"): the second tab's edit was made
 * on a stale copy, so the server answers 412 instead of overwriting; the tab
 * shows the goal as it is now, keeps what it typed on top, and says so.
 */
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`${label}: an edit from a stale tab is refused, not saved over the other tab's`, async ({
    signedInPage: first,
  }) => {
    test.setTimeout(60_000);
    await first.setViewportSize(viewport);
    const created = await first.request.post('/api/goals', { data: { title: 'Learn Italian' } });
    expect(created.status()).toBe(201);
    const second = await first.context().newPage();
    await second.setViewportSize(viewport);
    await first.goto('/goals');
    await second.goto('/goals');
    await expect(second.getByRole('article', { name: 'Learn Italian' })).toBeVisible();

    // Tab one renames the goal.
    const edit1 = await openEditGoal(first, 'Learn Italian');
    await edit1.getByLabel('Title').fill('Speak Italian');
    const saved = first.waitForResponse((r) => r.request().method() === 'PATCH');
    await edit1.getByRole('button', { name: 'Save Changes' }).click();
    const patch = await saved;
    expect(patch.status()).toBe(200);
    expect(patch.request().headers()['if-match']).toBe('"1"');
    expect(patch.headers()['etag']).toBe('"2"');
    await expect(first.getByRole('article', { name: 'Speak Italian' })).toBeVisible();

    // Tab two still shows the old title and edits that copy.
    const edit2 = await openEditGoal(second, 'Learn Italian');
    await edit2.getByLabel('Description').fill('Written in the stale tab');
    const refused = second.waitForResponse((r) => r.request().method() === 'PATCH');
    await edit2.getByRole('button', { name: 'Save Changes' }).click();
    expect((await refused).status()).toBe(412);
    await expect(edit2).toContainText('changed elsewhere');
    // Read again: the other tab's title, and what this tab typed is still there.
    await expect(edit2.getByLabel('Title')).toHaveValue('Speak Italian');
    await expect(edit2.getByLabel('Description')).toHaveValue('Written in the stale tab');
    await expect(edit2).toContainText('what you changed is kept on top');
    // The conflict toast is already there, under the dialog: it must not cover the
    // dialog's buttons (on a phone it spans the width; it once blocked Cancel for 10 s).
    await expect(second.locator('.MuiSnackbar-root')).toBeAttached();
    await shot(second, `conflict-dialog-${label}`);
    await edit2.getByRole('button', { name: 'Cancel' }).click({ timeout: 3000 });
    const toast = second.getByRole('alert').filter({ hasText: 'Changed elsewhere' });
    await expect(toast).toContainText('This goal was changed in another tab or on another device');
    // The tab now shows the goal as it is; nothing of the stale edit was saved.
    await expect(second.getByRole('article', { name: 'Speak Italian' })).toBeVisible();
    await expectAccessible(second);
    await shot(second, `conflict-toast-${label}`);
    const stored = await (await second.request.get('/api/goals')).json();
    expect(stored[0]).toMatchObject({ title: 'Speak Italian', description: null, version: 2 });

    // Tried again on the fresh copy, the edit goes through.
    const again = await openEditGoal(second, 'Speak Italian');
    await again.getByLabel('Description').fill('Written after reloading');
    const retried = second.waitForResponse((r) => r.request().method() === 'PATCH');
    await again.getByRole('button', { name: 'Save Changes' }).click();
    expect((await retried).request().headers()['if-match']).toBe('"2"');
    await expect(second.getByRole('article', { name: 'Speak Italian' })).toContainText(
      'Written after reloading',
    );
  });
}

test('where both sides changed the same field: one-line texts kept side by side, the latest choice named', async ({
  signedInPage: page,
}) => {
  const created = await page.request.post('/api/goals', {
    data: { title: 'Run a marathon', category: 'health', nextAction: 'Stretch' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto('/goals');
  const edit = await openEditGoal(page, 'Run a marathon');
  await edit.getByLabel('Category').selectOption('career');
  await edit.getByLabel('Next action').fill('Email coach');
  // Meanwhile another device changes both.
  const other = await page.request.patch(`/api/goals/${id}`, {
    data: { category: 'learning', nextAction: 'Buy running shoes' },
  });
  expect(other.status()).toBe(200);
  const refused = page.waitForResponse((r) => r.request().method() === 'PATCH');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  expect((await refused).status()).toBe(412);
  // Both one-line texts, on one line (they were glued: "Buy running shoesEmail coach",
  // a hidden blank line between); the other device's category stands, and is named.
  await expect(edit.getByLabel('Next action')).toHaveValue('Buy running shoes / Email coach');
  await expect(edit.getByLabel('Category')).toHaveValue('learning');
  await expect(edit).toContainText(
    'what you changed is kept on top, except Category: it was changed there too',
  );
  await shot(page, 'conflict-both-changed');
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(edit).toBeHidden();
  const stored = (await (await page.request.get('/api/goals')).json()) as Record<string, unknown>[];
  expect(stored[0]).toMatchObject({
    category: 'learning',
    nextAction: 'Buy running shoes / Email coach',
  });
});
