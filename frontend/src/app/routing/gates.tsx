import { lazy, useDeferredValue, useLayoutEffect, useState, type ReactElement } from 'react';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router-dom';
import { signInPathFor } from '../../shared/lib';
import type { FeatureRoute } from '../../shared/manifest';
import { useSelector } from 'react-redux';
import { selectEndedByUser, useSession } from '../../shared/session';
import { FullPageLoader } from '../../shared/ui/full-page-loader';
import { dismissMemberShell } from '../../shared/ui/member-shell';
import { registry } from '../feature-registry';
import { memberExpected } from './member-expected';
import { preloadMuiShell, Themed } from './themed';

// The signed-in chrome (header, sidebar, mobile nav) loads only for members, together
// with the navigation icons (lazy in the manifests, so the landing page loads no MUI)
// and the MUI shell, all at once rather than one after the other.
let memberChrome: Promise<typeof import('../layout/app-layout')> | null = null;
function loadMemberChrome() {
  memberChrome ??= Promise.all([
    import('../layout/app-layout'),
    preloadMuiShell(),
    ...Object.values(registry.nav)
      .flat()
      .map((entry) => entry.icon?.preload?.()),
  ]).then(([layout]) => layout);
  return memberChrome;
}
const AppLayout = lazy(loadMemberChrome);

// A signed-in page is most likely coming: fetch the chrome while the session check runs.
if (memberExpected()) void loadMemberChrome();

interface MemberGateProps {
  routes: readonly FeatureRoute[];
  /** Guest pages sharing a member path ('/' -> landing page), ready to render. */
  guestTwins: ReadonlyMap<string, ReactElement>;
}

/**
 * Parent of every member route. Signed in: the app layout around the page.
 * Otherwise: nothing while the session loads under the server's member shell, else the
 * guest page of the same path if there is one ('/' -> landing, also while the session
 * loads), else a loader while loading, else '/' right after a sign-out,
 * else /auth?next=<here>.
 *
 * Signed out here means a first check that found nobody, or a sign-out in this tab: a
 * session the server ends while a page is open keeps its user (a 401 on any read again
 * marks it lost, session-api.ts), so the page stays mounted, with what was typed, under
 * the "Your session has ended" dialog.
 */
export function MemberGate({ routes, guestTwins }: MemberGateProps) {
  // Deferred: the whole signed-in chrome and page render when the session arrives, and
  // as a transition React renders them in short slices instead of one long task that
  // keeps the page from answering input (issue 7: total blocking time).
  // Not a sign-out, though: the pages must go in the same render as the session, or
  // their queries, emptied with it, ask the server again and answer 401.
  const session = useSession();
  const liveStatus = session.status;
  const deferredStatus = useDeferredValue(liveStatus);
  const status = liveStatus === 'signedOut' ? liveStatus : deferredStatus;
  const endedByUser = useSelector(selectEndedByUser);
  // Read as the gate mounts, before the session check answers: a member was expected here
  // and the check then finds no session, so it ended elsewhere or by itself (nobody signed
  // out on this browser: that forgets the member), and the sign-in page says so.
  const [memberWasExpected] = useState(memberExpected);
  const location = useLocation();
  const route = routes.find((candidate) =>
    matchPath({ path: candidate.path, end: true }, location.pathname),
  );
  // Not signed in after all: the server's member shell would hide the guest page.
  useLayoutEffect(() => {
    if (status !== 'loading' && status !== 'signedIn') dismissMemberShell();
  }, [status]);

  if (status === 'signedIn') {
    void loadMemberChrome(); // idempotent: starts the layout and the MUI shell together
    return (
      <Themed>
        <AppLayout sidebar={Boolean(route?.sidebar)} />
      </Themed>
    );
  }
  // While the server's member shell stands for the page, nothing to draw beneath it.
  if (status === 'loading' && document.getElementById('member-shell')) return null;
  const guestTwin = route ? guestTwins.get(route.path) : undefined;
  if (guestTwin) return guestTwin;
  if (status === 'loading') return <FullPageLoader />;
  if (endedByUser) return <Navigate to="/" replace />;
  return (
    <Navigate
      to={signInPathFor(location.pathname + location.search + location.hash)}
      state={memberWasExpected && !session.checkFailed ? { sessionEnded: true } : undefined}
      replace
    />
  );
}

/** Parent of guest-only routes (/auth): signed-in users go to '/'. */
export function GuestGate() {
  const { status } = useSession();
  if (status === 'signedIn') return <Navigate to="/" replace />;
  return <Outlet />;
}
