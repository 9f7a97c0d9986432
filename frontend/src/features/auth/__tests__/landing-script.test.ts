import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { landingScript } from '../pages/landing-script';
import { COLOR_MODE_STORAGE_KEY } from '../../../shared/theme/color-mode-storage';

// The static landing page's one inline script (docs/adr/0010-static-landing-page.md), run
// from its text as the browser runs it: an inline <script> with the server's data-prefetch.
function runLandingScript(prefetch: string): void {
  const script = document.createElement('script');
  script.dataset.prefetch = prefetch;
  script.textContent = landingScript();
  document.head.appendChild(script);
}

describe("the static landing page's inline script", () => {
  // Each run's listeners (window's load, document's DOMContentLoaded) are taken away after
  // its test, as a new page would have none.
  let listeners: Array<[EventTarget, string, EventListenerOrEventListenerObject]> = [];
  const tracked = (target: Window | Document) => {
    const add = target.addEventListener.bind(target);
    jest
      .spyOn(target, 'addEventListener')
      .mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
        listeners.push([target, type, listener]);
        add(type, listener);
      });
  };
  beforeEach(() => {
    tracked(window);
    tracked(document);
    jest.useFakeTimers();
    localStorage.clear();
    delete document.documentElement.dataset.colorMode;
    document.head.innerHTML = '';
  });
  afterEach(() => {
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    listeners = [];
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  const prefetched = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map(
      (link) => [link.getAttribute('href'), link.as, link.crossOrigin],
    );

  it('applies the dark mode a signed-in user chose on this browser, before any app script', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, JSON.stringify({ userId: 'u1', mode: 'dark' }));
    runLandingScript('[]');
    expect(document.documentElement.dataset.colorMode).toBe('dark');
  });

  it.each([
    ['a light choice', JSON.stringify({ userId: 'u1', mode: 'light' })],
    ['no user', JSON.stringify({ mode: 'dark' })],
    ['an unknown mode', JSON.stringify({ userId: 'u1', mode: 'sepia' })],
    ['not JSON', '{dark'],
    ['null', 'null'],
  ])('stays light for %s, as the app would', (_case, stored) => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, stored);
    runLandingScript('[]');
    expect(document.documentElement.dataset.colorMode).toBeUndefined();
  });

  it("prefetches the listed app scripts only after the page's load", () => {
    runLandingScript('["/assets/index-abc.js","/assets/react-abc.js"]');
    expect(prefetched()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(prefetched()).toEqual([
      ['/assets/index-abc.js', 'script', 'anonymous'],
      ['/assets/react-abc.js', 'script', 'anonymous'],
    ]);
  });

  it("writes the footer's year by the visitor's clock once the page is parsed", () => {
    // Local time: a minute into the new year here, still the old one in UTC for some zones.
    jest.setSystemTime(new Date(2031, 0, 1, 0, 1));
    document.body.innerHTML =
      '<footer><p>© <span data-landing-year="">2030</span> Lodestar.</p></footer>';
    runLandingScript('[]');
    expect(document.body.textContent).toBe('© 2030 Lodestar.');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.body.textContent).toBe('© 2031 Lodestar.');
    document.body.innerHTML = '';
  });

  it('prefetches nothing from a list it cannot read', () => {
    runLandingScript('not a list');
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(prefetched()).toEqual([]);
  });
});
