import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export const PASSWORD = 'correct-horse-battery-staple';

let counter = 0;
/** An email no other test uses. */
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Registers through the API in the page's browser context (the session cookie lands there). */
export async function signUpViaApi(page: Page, fields: Partial<Account> = {}): Promise<Account> {
  const account: Account = {
    email: fields.email ?? uniqueEmail(),
    password: fields.password ?? PASSWORD,
    firstName: fields.firstName ?? 'Ada',
    lastName: fields.lastName ?? 'Lovelace',
  };
  const res = await page.request.post('/api/register', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** No serious or critical accessibility violation, nor a heading out of order, on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  let bad = await seriousViolations(page);
  // A transition can also begin while axe reads the page: a toast whose time is up starts
  // fading out and its text is judged half transparent (CI on 2026-11-26: color-contrast on
  // the "Draft Restored" toast's title, passed on retry). So a finding is looked at again
  // once that transition has ended; a real violation is there both times.
  if (bad.length) bad = await seriousViolations(page);
  expect(bad, bad.join('\n')).toEqual([]);
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are read as drawn: a dialog still fading in or a label still moving would be
  // judged half transparent (an `npm test` run on 2026-11-26 failed color-contrast on the wizard's
  // labels that way). Wait for running CSS transitions and animations to end first (spinners
  // that never end are not waited for).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page }).analyze();
  return (
    results.violations
      // And headings in order (a moderate finding for axe): a page's outline with a gap (its
      // h1, then the value cards' h3s) is how a screen reader's user skims it.
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      )
  );
}

/** A page whose browser context is signed in as a fresh user. */
export const test = base.extend<{ account: Account; signedInPage: Page }>({
  account: async ({ page }, provide) => {
    await provide(await signUpViaApi(page));
  },
  signedInPage: async ({ page, account }, provide) => {
    void account;
    await provide(page);
  },
});

export { expect };
