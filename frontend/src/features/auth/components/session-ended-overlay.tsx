import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectSessionLost } from '../../../shared/session';
import { lazyWithFallback, UnavailableNotice } from '../../../shared/ui/lazy-with-fallback';

// The dialog (and the MUI dialog parts) load only when a session is lost; offline, a notice.
const SessionEndedDialog = lazyWithFallback(
  () => import('./session-ended-dialog'),
  function SessionEndedUnavailable() {
    return (
      <UnavailableNotice title="Your session has ended">
        Lodestar could not reach the server. Check your connection, then reload the page to sign in
        again.
      </UnavailableNotice>
    );
  },
);

/** Mounted once for signed-in users (app.overlays): the dialog of a session lost in this tab. */
export default function SessionEndedOverlay() {
  const lost = useSelector(selectSessionLost);
  return lost ? (
    <Suspense fallback={null}>
      <SessionEndedDialog />
    </Suspense>
  ) : null;
}
