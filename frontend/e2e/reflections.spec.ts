import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

/** Today in the profile's zone (America/New_York for a new account), like the page computes it. */
function todayInNewYork(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  }
}

test('a morning reflection is saved with its XP popup, then edited', async ({
  signedInPage: page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/daily-reflections');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Daily Reflection Journal' }),
  ).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue(todayInNewYork());
  await expect(page.getByRole('button', { name: 'Morning' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Save Reflection' })).toBeDisabled();
  await expectAccessible(page);

  await page.getByLabel('What is my intention for today?').fill('Finish the chapter before noon.');
  await page.getByLabel('What am I grateful for this morning?').fill('A long walk with my sister.');
  await shot(page, 'journal-desktop');
  await page.getByRole('button', { name: 'Save Reflection' }).click();

  const popup = page.getByRole('dialog', { name: 'Reflection saved!' });
  await expect(popup).toBeVisible();
  await popup.hover(); // the 4-second countdown waits while the pointer is on it
  await expect(popup).toContainText('+45 XP');
  await expect(popup).toContainText('First Reflection');
  await expectAccessible(page);
  await shot(page, 'journal-popup');
  await popup.getByRole('button', { name: 'Continue Your Journey' }).click();
  await expect(popup).toBeHidden();

  await expect(page.getByText('Completed')).toBeVisible();
  const journal = page.getByRole('region', { name: 'Your Journal' });
  await expect(journal).toContainText('Finish the chapter before noon.');
  await expect(journal).toContainText('A long walk with my sister.');

  const intention = page.getByLabel('What is my intention for today?');
  await expect(intention).toHaveValue('Finish the chapter before noon.');
  await intention.fill('Finish the chapter, then call Mum.');
  await page.getByRole('button', { name: 'Update Reflection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reflection updated' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0); // an update earns nothing: no popup

  await page.reload();
  await expect(page.getByLabel('What is my intention for today?')).toHaveValue(
    'Finish the chapter, then call Mum.',
  );

  // Edits over the saved session say so, and can be taken back (after a question).
  const saved = page.getByLabel('What is my intention for today?');
  await expect(page.getByText('Changes not saved yet.')).toHaveCount(0);
  await saved.fill('Something I will not keep.');
  await expect(page.getByText('Changes not saved yet.')).toBeVisible();
  await shot(page, 'journal-unsaved');
  await page.getByRole('button', { name: 'Discard Changes' }).click();
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await question.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(question).toBeHidden();
  await expect(saved).toHaveValue('Something I will not keep.');
  await page.getByRole('button', { name: 'Discard Changes' }).click();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(saved).toHaveValue('Finish the chapter, then call Mum.');
  await expect(saved).toBeFocused();
  await expect(page.getByText('Changes not saved yet.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Discard Changes' })).toHaveCount(0);

  const stored = await (await page.request.get('/api/daily-reflections')).json();
  expect(stored).toHaveLength(1);
  expect(stored[0].responses.morning_intention).toBe('Finish the chapter, then call Mum.');
  expect((await (await page.request.get('/api/auth/user')).json()).xp).toBe(45);
});

test("the bell's evening reminder opens the evening, and a saved morning is deleted after asking", async ({
  signedInPage: page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/daily-reflections');
  await page.getByLabel('What is my intention for today?').fill('Walk before work.');
  await page.getByRole('button', { name: 'Save Reflection' }).click();
  const popup = page.getByRole('dialog', { name: 'Reflection saved!' });
  await popup.getByRole('button', { name: 'Continue Your Journey' }).click();
  await expect(popup).toBeHidden();

  // From the journal page itself: the reminder names the evening, and the evening opens.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('menuitem', { name: /Evening reflection/ }).click();
  await expect(page).toHaveURL(/\/daily-reflections\?session=evening$/);
  await expect(page.getByRole('heading', { name: 'Evening Reflection' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Evening', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Morning', exact: true }).click();
  await expect(page.getByText('Completed')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete this reflection?' });
  await expect(ask).toContainText('Delete your morning reflection of');
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await shot(page, 'journal-delete');
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reflection deleted' })).toBeVisible();
  await expect(page.getByLabel('What is my intention for today?')).toHaveValue('');
  await expect(page.getByText('Completed')).toHaveCount(0);
  expect(await (await page.request.get('/api/daily-reflections')).json()).toEqual([]);
  // What it earned stays earned.
  expect((await (await page.request.get('/api/auth/user')).json()).xp).toBe(40);
});

test('the popup closes by itself after 4 seconds', async ({ signedInPage: page }) => {
  await page.goto('/daily-reflections');
  await page.getByRole('button', { name: 'Evening' }).click();
  await expect(page.getByRole('heading', { name: 'Evening Reflection' })).toBeVisible();
  await page.getByLabel('What did I accomplish today?').fill('Shipped it.');
  await page.getByRole('button', { name: 'Save Reflection' }).click();
  const popup = page.getByRole('dialog', { name: 'Reflection saved!' });
  await expect(popup).toBeVisible();
  await expect(popup).toBeHidden({ timeout: 6_000 });
  await expect(page.getByRole('button', { name: 'Update Reflection' })).toBeVisible();
});

test('picking a past date loads what was written that day', async ({ signedInPage: page }) => {
  const res = await page.request.post('/api/daily-reflections', {
    data: {
      reflectionDate: '2025-03-04',
      timeOfDay: 'morning',
      responses: {
        morning_intention: 'Be patient.',
        morning_character: 'Kind.',
        morning_gratitude: 'Sunshine.',
      },
    },
  });
  expect(res.status()).toBe(201);
  await page.goto('/daily-reflections');
  await expect(page.getByRole('button', { name: 'Save Reflection' })).toBeVisible();
  const entry = page.getByRole('listitem', { name: 'Morning reflection, Mar 4, 2025' });
  await expect(entry).toContainText('Be patient.');
  await expect(entry).toContainText('Kind.');
  await expect(entry).toContainText('+1 more response');

  await page.getByLabel('Date').fill('2025-03-04');
  await expect(page.getByLabel('What is my intention for today?')).toHaveValue('Be patient.');
  await expect(page.getByText('Completed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Reflection' })).toBeVisible();
  await page.getByRole('button', { name: 'Evening' }).click();
  await expect(page.getByLabel('What did I accomplish today?')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Save Reflection' })).toBeDisabled();
});

test('a weekly review is written and read back', async ({ signedInPage: page }) => {
  await page.goto('/daily-reflections');
  const weekly = page.getByRole('region', { name: 'Weekly Review' });
  await expect(weekly.getByRole('button', { name: 'Save Weekly Review' })).toBeDisabled();
  await weekly.getByLabel('Accomplishments').fill('Ran three times.');
  await weekly.getByLabel('Insights').fill('Mornings are my best hours.');
  await weekly.getByRole('button', { name: 'Save Weekly Review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Weekly review saved' })).toBeVisible();
  await expect(weekly.getByLabel('Accomplishments')).toHaveValue('');
  const past = weekly.getByRole('region', { name: 'Past reviews' });
  await expect(past).toContainText('Ran three times.');
  await expect(past).toContainText('Mornings are my best hours.');
});

test('the journal on a phone', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/daily-reflections');
  await page.getByLabel('What is my intention for today?').fill('One thing at a time.');
  await expect(page.getByRole('button', { name: 'Save Reflection' })).toBeEnabled();
  await expectAccessible(page);
  await shot(page, 'journal-mobile');
});

test('unsaved journal text survives a reload and another page, and leaves with sign-out', async ({
  signedInPage: page,
}) => {
  await page.goto('/daily-reflections');
  const intention = page.getByLabel('What is my intention for today?');
  await intention.fill('Call my sister.');
  const weekly = page.getByRole('region', { name: 'Weekly Review' });
  await weekly.getByLabel('Challenges').fill('Too many late nights.');

  await page.reload();
  await expect(intention).toHaveValue('Call my sister.');
  await expect(weekly.getByLabel('Challenges')).toHaveValue('Too many late nights.');

  await page.getByRole('link', { name: 'Goals' }).first().click();
  await expect(page).toHaveURL(/\/goals$/);
  await page.goBack();
  await expect(intention).toHaveValue('Call my sister.');

  // The home page holds no form, but its Logout would take the tab's drafts with it.
  await page.goto('/home');
  await page.getByRole('button', { name: 'Logout' }).click();
  const asked = page.getByRole('dialog', { name: 'Sign out and discard your changes?' });
  await asked.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(asked).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/daily-reflections');
  await expect(intention).toHaveValue('Call my sister.');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // Signing out throws the drafts away (a shared computer): it asks first.
  const question = page.getByRole('dialog', { name: 'Sign out and discard your changes?' });
  await question.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Start Your Journey' }).first()).toBeVisible();
  const kept = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.includes(':draft:')),
  );
  expect(kept).toEqual([]);
});
