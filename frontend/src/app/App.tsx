import './base.css';
import './shell/member-shell.css';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { makeStore, type AppStore } from './store';
import { watchHistory } from '../shared/lib/history-guard';
import { prefetchCurrentUser } from '../shared/session';
import { dismissMemberShell } from '../shared/ui/member-shell';

// The server's member shell never outstays a page that failed to replace it.
setTimeout(dismissMemberShell, 10_000);

// The page's first popstate listener, before the router's (BrowserRouter adds its own as it
// mounts): a form can then ask before the browser's Back where the browser has no
// Navigation API (shared/lib/history-guard.ts).
watchHistory();

let store: AppStore | null = null;

/**
 * The app's store, made on the first call, which sends the session check at once: the
 * first render's effects, which would otherwise send it, run two tasks later. main.tsx
 * calls it in a task after the modules' evaluation (issue 7: shorter tasks).
 */
export function startAppStore(): AppStore {
  if (!store) {
    store = makeStore();
    void prefetchCurrentUser(store.dispatch);
  }
  return store;
}

export function App() {
  return (
    <AppProviders store={startAppStore()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
