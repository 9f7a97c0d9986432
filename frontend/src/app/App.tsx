import './base.css';
import './shell/member-shell.css';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { memberExpected } from './routing/member-expected';
import { makeStore } from './store';
import { warmDateFormatsSoon } from '../shared/lib/dates';
import { dismissMemberShell } from '../shared/ui/member-shell';

const store = makeStore();

// The server's member shell never outstays a page that failed to replace it.
setTimeout(dismissMemberShell, 10_000);

// The browser's locale data loads in a task of its own, not inside the dashboard's render;
// only where a signed-in page is coming: the landing page shows no dates, and there the
// task (60 to 250 ms at Lighthouse's 4x slowdown) was blocking time and nothing else.
if (memberExpected()) warmDateFormatsSoon();

export function App() {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
