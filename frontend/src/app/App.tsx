import './base.css';
import './shell/member-shell.css';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { warmUpWhereAMemberIsExpected } from './routing/member-expected';
import { makeStore } from './store';
import { dismissMemberShell } from '../shared/ui/member-shell';

const store = makeStore();

// The server's member shell never outstays a page that failed to replace it.
setTimeout(dismissMemberShell, 10_000);

warmUpWhereAMemberIsExpected();

export function App() {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
