import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Reaches the app's Redux store the way Redux DevTools does (the store enhancer hook
 * that Redux Toolkit calls when present), so that a test can dispatch an event the
 * app would dispatch itself (a goal created, a toast) without the screen that makes it.
 */
export async function exposeStore(page: Page) {
  await page.addInitScript(() => {
    type Fn = (...args: unknown[]) => unknown;
    const w = window as unknown as Record<string, unknown>;
    w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
      () =>
      (...enhancers: Fn[]) =>
      (createStore: Fn): Fn =>
      (...args: unknown[]) => {
        const enhanced = enhancers.reduceRight<Fn>(
          (next, enhancer) => enhancer(next) as Fn,
          createStore,
        );
        const store = enhanced(...args);
        w.__lodestarStore = store;
        return store;
      };
  });
}

export async function dispatch(page: Page, action: { type: string; payload?: unknown }) {
  await page.waitForFunction(() =>
    Boolean((window as unknown as { __lodestarStore?: unknown }).__lodestarStore),
  );
  await page.evaluate((a) => {
    (
      window as unknown as { __lodestarStore: { dispatch(x: unknown): void } }
    ).__lodestarStore.dispatch(a);
  }, action);
}

/** Two popups on screen at once do not cover each other, once their entry transitions end. */
export async function expectApart(a: Locator, b: Locator) {
  await a
    .page()
    .waitForFunction(() =>
      document
        .getAnimations()
        .every((t) => !(t instanceof CSSTransition) || t.playState !== 'running'),
    );
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  expect(p && q).toBeTruthy();
  const overlap =
    p!.x < q!.x + q!.width &&
    q!.x < p!.x + p!.width &&
    p!.y < q!.y + q!.height &&
    q!.y < p!.y + p!.height;
  expect(overlap, `${JSON.stringify(p)} and ${JSON.stringify(q)} overlap`).toBe(false);
}

/**
 * The page as a browser without the Navigation API sees it (Firefox and Safari before they
 * ship it): `window.navigation` taken away before the app's scripts run.
 */
export async function withoutNavigationApi(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(window, 'navigation', { value: undefined, configurable: true }),
  );
}
