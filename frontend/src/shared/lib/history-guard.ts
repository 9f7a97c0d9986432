/**
 * The page's first `popstate` listener, added as the app's module is evaluated (app/App.tsx),
 * before the router adds its own. Where the browser has no Navigation API, askBeforeBack ('../ui/unsaved-changes') guards
 * the browser's Back through it: it sees the move before the router does and can keep it
 * from the router (stopImmediatePropagation). A listener added later, when a form opens,
 * would come too late: the router's navigation renders between two listeners and takes the
 * form away with it. The latest guard decides (a dialog's over its page's).
 */
const guards: ((event: PopStateEvent) => void)[] = [];
let watching = false;

export function watchHistory(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('popstate', (event) => guards.at(-1)?.(event), true);
}

/** Puts `onPop` in charge of the browser's Back and Forward until the returned call. */
export function guardHistory(onPop: (event: PopStateEvent) => void): () => void {
  watchHistory();
  guards.push(onPop);
  return () => {
    const at = guards.lastIndexOf(onPop);
    if (at >= 0) guards.splice(at, 1);
  };
}
