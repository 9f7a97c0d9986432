import { createContext, useContext, useEffect, type RefObject } from 'react';
import { guardHistory } from '../lib/history-guard';
import { hasTabDrafts } from '../lib/tab-drafts';

/** The forms on screen now that hold changes not saved yet (one token each). */
const holders = new Set<symbol>();

/**
 * Whether this tab holds changes not saved yet: a form on screen that says so (with
 * useUnsavedChanges, or a GuardedDialog told `unsaved`), or a draft kept for the tab (the
 * journal's, on another page). Signing out would throw them away, so it asks first.
 */
export function hasUnsavedChanges(): boolean {
  return holders.size > 0 || hasTabDrafts();
}

/** Counts this form among the holders while `unsaved`. */
export function useHeldChanges(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return undefined;
    const token = Symbol('unsaved');
    holders.add(token);
    return () => {
      holders.delete(token);
    };
  }, [unsaved]);
}

/** Whether the form inside a GuardedDialog ('./guarded-dialog') holds text not saved yet. */
export const UnsavedContext = createContext<RefObject<boolean> | null>(null);

/** While `unsaved()` holds, reloading or closing the tab asks the browser's question first. */
export function askBeforeUnload(unsaved: () => boolean): () => void {
  const ask = (event: BeforeUnloadEvent) => {
    if (!unsaved()) return;
    event.preventDefault();
    event.returnValue = ''; // older browsers ask only when this is set
  };
  window.addEventListener('beforeunload', ask);
  return () => window.removeEventListener('beforeunload', ask);
}

/** The Navigation API's `navigate` event (not in TypeScript's DOM types yet). */
interface NavigateEventLike extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { key: string };
}
interface NavigationLike extends EventTarget {
  traverseTo(key: string): { committed: Promise<unknown>; finished: Promise<unknown> };
}

/**
 * While `unsaved()` holds, the browser's Back (or Forward) inside the app is stopped and
 * `ask(go)` is called; `go()` makes that move after all. It uses the Navigation API's
 * cancelable same-document traversals (in Chromium since version 123; the other engines
 * as they ship the API), and `popstate` where the browser has no `navigation`
 * (askBeforeBackByHistory). The browser lets a page stop a Back it did not make itself only
 * once per user interaction, so a second press with no typing between goes through: the
 * page cannot trap anyone.
 */
export function askBeforeBack(unsaved: () => boolean, ask: (go: () => void) => void): () => void {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  if (!navigation) return askBeforeBackByHistory(unsaved, ask);
  const onNavigate = (event: Event) => {
    const { navigationType, destination, cancelable } = event as NavigateEventLike;
    if (navigationType !== 'traverse' || !cancelable || !unsaved()) return;
    event.preventDefault();
    ask(() => {
      const move = navigation.traverseTo(destination.key);
      move.committed.catch(() => undefined);
      move.finished.catch(() => undefined);
    });
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}

/** The number React Router's BrowserRouter gives each history entry (`idx` in its state). */
function entryIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * askBeforeBack for a browser without the Navigation API: a Back or Forward inside the app
 * fires `popstate` once the address has changed. Seen first (guardHistory: the page's first
 * listener, before the router's), the move is kept from the router, undone by moving
 * back the same number of entries (that move kept from the router too), and asked about;
 * Discard makes it again, and the router follows. The entry the user is on is read as the
 * user types (that is what makes a form unsaved), so the distance of the move is known.
 */
function askBeforeBackByHistory(unsaved: () => boolean, ask: (go: () => void) => void): () => void {
  let here = entryIndex(window.history.state);
  let undoing = 0;
  let passing = false;
  const noteEntry = () => {
    here = entryIndex(window.history.state);
  };
  const onPop = (event: PopStateEvent) => {
    const to = entryIndex(event.state);
    if (undoing > 0) {
      undoing -= 1;
      event.stopImmediatePropagation();
      return;
    }
    if (passing || !unsaved() || here === null || to === null || to === here) {
      passing = false;
      here = to;
      return;
    }
    event.stopImmediatePropagation();
    const distance = to - here;
    undoing += 1;
    window.history.go(-distance);
    ask(() => {
      passing = true;
      window.history.go(distance);
    });
  };
  const stopGuarding = guardHistory(onPop);
  document.addEventListener('input', noteEntry, true);
  return () => {
    stopGuarding();
    document.removeEventListener('input', noteEntry, true);
  };
}

/**
 * While `unsaved()` holds, a click on a link to another page of the app (the sidebar, the
 * header, the account menu) does not navigate, and `ask(path)` is called with the
 * path it led to. A click that opens a new tab or window (a modifier key, `target`), a
 * download, a link off the app or to the same page goes on as before.
 */
export function askBeforeLinks(unsaved: () => boolean, ask: (path: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const to = new URL(link.href);
    const here = window.location;
    if (to.origin !== here.origin) return;
    if (to.pathname === here.pathname && to.search === here.search) return;
    if (!unsaved()) return;
    // Seen first (capture phase on the document): the router's Link leaves a click whose
    // default is prevented alone, while the link's own onClick (a menu closing) still runs.
    event.preventDefault();
    ask(to.pathname + to.search + to.hash);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}

/**
 * Tells the page a form holds changes not saved yet. Inside a GuardedDialog ('./guarded-dialog')
 * the dialog asks before a click outside or Escape throws them away; anywhere,
 * reloading or closing the tab asks first.
 */
export function useUnsavedChanges(unsaved: boolean): void {
  const dialogUnsavedRef = useContext(UnsavedContext);
  useHeldChanges(unsaved);
  useEffect(() => {
    if (dialogUnsavedRef) {
      dialogUnsavedRef.current = unsaved;
      return () => {
        dialogUnsavedRef.current = false;
      };
    }
    return unsaved ? askBeforeUnload(() => true) : undefined;
  }, [dialogUnsavedRef, unsaved]);
}
