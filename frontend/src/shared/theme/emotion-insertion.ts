import { useInsertionEffect } from 'react';

/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` (vite.config.ts and the
 * Jest config alias it). Emotion inserts an element's styles from React's
 * `useInsertionEffect`, which runs in the commit: on the dashboard, the compilation and
 * insertion of about 400 rules made the page's commit its longest task. Here they are
 * inserted as the component renders, Emotion's own way on React 17 (the library's sync
 * fallback): the dashboard page renders time-sliced (a deferred value in the app layout),
 * so that work is spread over the render's slices, and the commit only attaches the
 * elements (issue 7: total blocking time; docs/performance.md, "Page speed").
 *
 * Safe for Emotion's styles: an element's class holds all of its styles (Emotion merges the
 * registered classes it is given), so the order rules are inserted in never decides
 * which wins; a render that React throws away leaves rules no element uses. Global styles
 * keep React's insertion effect.
 */
export function useInsertionEffectAlwaysWithSyncFallback(create: () => unknown): void {
  create();
}

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
