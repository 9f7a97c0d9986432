import './base.css';
import './shell/member-shell.css';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { makeStore } from './store';
import { warmDateFormatsSoon } from '../shared/lib/dates';
import { dismissMemberShell } from '../shared/ui/member-shell';

const store = makeStore();

// The server's member shell never outstays a page that failed to replace it.
setTimeout(dismissMemberShell, 10_000);

// The browser's locale data loads in a task of its own, not inside the dashboard's render.
warmDateFormatsSoon();

export function App() {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
