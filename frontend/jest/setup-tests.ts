import '@testing-library/jest-dom/jest-globals';
import { afterEach, jest } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';

// The first render of a file imports lazy pages cold; on a busy 2-core machine that
// can take more than the default 1 s of findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; MUI and our layout only need harmless stand-ins.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  jest.useRealTimers();
  window.localStorage.clear();
});
