import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { watchHistory } from '../../lib/history-guard';
import { askBeforeBack } from '../unsaved-changes';

/**
 * Counts every popstate (added before the guard's listener, so it sees the ones the guard
 * keeps from the router); jsdom moves through history in a later task.
 */
let pops = 0;
window.addEventListener(
  'popstate',
  () => {
    pops += 1;
  },
  true,
);
watchHistory(); // as app/App.tsx does, before the router's listener
const popsReach = async (n: number) => {
  for (let i = 0; i < 100 && pops < n; i++) await new Promise((r) => setTimeout(r, 5));
  expect(pops).toBe(n);
};

describe('askBeforeBack in a browser without the Navigation API (popstate)', () => {
  let stop: () => void = () => undefined;
  const router = jest.fn(); // the router's listener: after watchHistory, before the form's guard
  beforeEach(() => {
    pops = 0;
    router.mockClear();
    window.addEventListener('popstate', router);
    window.history.replaceState({ idx: 0 }, '', '/goals');
    window.history.pushState({ idx: 1 }, '', '/profile');
  });
  afterEach(() => {
    stop();
    window.removeEventListener('popstate', router);
  });

  it('keeps the Back from the router, undoes it, asks, and makes it on Discard', async () => {
    const ask = jest.fn<(go: () => void) => void>();
    stop = askBeforeBack(() => true, ask);
    document.dispatchEvent(new Event('input')); // typing: the entry the form is on is read

    window.history.back();
    await popsReach(2); // the Back, and its undoing
    expect(ask).toHaveBeenCalledTimes(1);
    expect(router).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/profile');

    ask.mock.calls[0]![0](); // Discard
    await popsReach(3);
    expect(router).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/goals');
  });

  it('lets a Back through while nothing is unsaved', async () => {
    const ask = jest.fn();
    stop = askBeforeBack(() => false, ask);
    window.history.back();
    await popsReach(1);
    expect(ask).not.toHaveBeenCalled();
    expect(router).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/goals');
  });
});
