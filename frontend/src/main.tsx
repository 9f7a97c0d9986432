import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startAppStore } from './app/App';
import { warmUpWhereAMemberIsExpected } from './app/routing/member-expected';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The entry's modules evaluate in one task; the store is made (and the session check sent)
// in the next, React renders after it, and a signed-in page's date formats load after that:
// shorter tasks than one that did all of it (issue 7: total blocking time at a phone's speed;
// docs/performance.md, "Page speed").
setTimeout(() => {
  startAppStore();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  warmUpWhereAMemberIsExpected();
}, 0);
