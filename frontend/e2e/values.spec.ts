import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  }
}

test('a value is created, its alignment changed, edited, and deleted with confirmation', async ({
  signedInPage: page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/values');
  await expect(page.getByRole('heading', { level: 1, name: 'Core Values' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Define Your Values' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Value' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'values-empty');

  await page.getByRole('button', { name: 'Define Your Values' }).click();
  const form = page.getByRole('dialog', { name: 'Add Value' });
  await form.getByLabel('Name').fill('Integrity');
  await form.getByLabel('Description').fill('Keep my word, even when it costs me.');
  await form.getByRole('radio', { name: 'Red' }).check();
  await form.getByRole('checkbox', { name: 'Core value' }).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save Value' }).click();
  const added = page.getByRole('status').filter({ hasText: 'Value added' });
  await expect(added).toBeVisible();
  await expect(form).toBeHidden();
  // On a desktop the toast (made as its dialog closed) keeps clear of the navigation.
  const toastBox = (await added.boundingBox())!;
  const navBox = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  expect(toastBox.x).toBeGreaterThan(navBox.x + navBox.width);

  const card = page.getByRole('article', { name: 'Integrity' });
  await expect(card).toContainText('Keep my word, even when it costs me.');
  await expect(card).toContainText('Core value');
  await expect(page.getByRole('button', { name: 'Add Value' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Define Your Values' })).toHaveCount(0);

  const slider = card.getByRole('slider', { name: 'Alignment' });
  await expect(slider).toHaveValue('70');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/values/'),
  );
  await slider.focus();
  await page.keyboard.press('End');
  expect((await saved).status()).toBe(200);
  await expect(slider).toHaveValue('100');
  const summary = page.getByRole('region', { name: 'Values Summary' });
  await expect(summary).toContainText('100%');
  await expectAccessible(page);
  await shot(page, 'values-desktop');
  await page.reload();
  await expect(page.getByRole('article', { name: 'Integrity' }).getByRole('slider')).toHaveValue(
    '100',
  );

  await page.getByRole('button', { name: 'Actions for Integrity' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Value' });
  await expect(edit.getByLabel('Name')).toHaveValue('Integrity');
  await edit.getByLabel('Name').fill('Honesty');
  await edit.getByRole('button', { name: 'Save Value' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Value updated' })).toBeVisible();
  const renamed = page.getByRole('article', { name: 'Honesty' });
  await expect(renamed.getByRole('slider')).toHaveValue('100');

  await page.getByRole('button', { name: 'Actions for Honesty' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete "Honesty"?' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this value? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Value deleted' })).toBeVisible();
  await expect(renamed).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Define Your Values' })).toBeVisible();
  expect(await (await page.request.get('/api/values')).json()).toEqual([]);
});

test('the discovery wizard suggests values and adds one', async ({ signedInPage: page }) => {
  test.setTimeout(60_000);
  await page.goto('/values');
  const quiz = page.getByRole('region', { name: 'Values Discovery' });
  const next = quiz.getByRole('button', { name: 'Next' });
  await expect(quiz).toContainText('Question 1 of 6');
  await expect(quiz.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(next).toBeDisabled();

  const choices = [
    'When I help someone through a hard time',
    'Volunteer for a cause I care about',
    'Unkindness and cruelty',
    'My kindness and generosity',
    'Close relationships',
  ];
  for (const [i, choice] of choices.entries()) {
    await expect(quiz).toContainText(`Question ${i + 1} of 6`);
    await quiz.getByRole('checkbox', { name: choice }).check();
    await expect(next).toBeEnabled();
    await next.click();
  }
  await quiz.getByRole('button', { name: 'Previous' }).click();
  await expect(quiz.getByRole('checkbox', { name: 'Close relationships' })).toBeChecked();
  await next.click();

  await expect(quiz).toContainText('Question 6 of 6');
  const analyze = quiz.getByRole('button', { name: 'Analyze Values' });
  await expect(analyze).toBeDisabled();
  await quiz.getByLabel('In your own words').fill('Helping a friend move house in the rain.');
  await expect(analyze).toBeEnabled();
  await expectAccessible(page);
  await analyze.click();

  const compassion = quiz.getByRole('listitem', { name: 'Compassion' });
  await expect(compassion).toBeVisible();
  await shot(page, 'values-discovery');
  await compassion.getByRole('button', { name: 'Add as Value' }).click();
  // Said as text, not a button turned off; the keyboard's place is on it.
  await expect(compassion.getByText('Added')).toBeFocused();
  await expect(compassion.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Compassion' })).toBeVisible();
  await expectAccessible(page);

  await quiz.getByRole('button', { name: 'Take Quiz Again' }).click();
  await expect(quiz).toContainText('Question 1 of 6');
  await expect(quiz.getByRole('checkbox', { name: choices[0] })).not.toBeChecked();
});

test('values on a phone', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const name of ['Integrity', 'Family']) {
    expect(
      (await page.request.post('/api/values', { data: { name, isCore: true } })).status(),
    ).toBe(201);
  }
  await page.goto('/values');
  await expect(page.getByRole('article', { name: 'Family' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'values-mobile');
});

test('a value saved again after its answer was lost is stored once', async ({
  signedInPage: page,
}) => {
  // The first save reaches the server, which stores the value; its answer is lost on the way back.
  let lost = false;
  await page.route('**/api/values', async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto('/values');
  await page.getByRole('button', { name: 'Define Your Values' }).click();
  const form = page.getByRole('dialog', { name: 'Add Value' });
  await form.getByLabel('Name').fill('Courage');
  await form.getByRole('button', { name: 'Save Value' }).click();
  await expect(form.getByRole('alert')).toContainText('Lodestar could not reach the server');
  await shot(page, 'values-answer-lost');
  const again = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/values'),
  );
  await form.getByRole('button', { name: 'Save Value' }).click();
  const answer = await again;
  expect(answer.status()).toBe(201);
  expect(answer.headers()['idempotent-replayed']).toBe('true');
  await expect(form).toBeHidden();
  await expect(page.getByRole('article', { name: 'Courage' })).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Courage' })).toHaveCount(1);
  const stored = await (await page.request.get('/api/values')).json();
  expect(stored).toHaveLength(1);
});
