import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectSessionLost } from '../../../shared/session';

// The dialog (and the MUI dialog parts) load only when a session is lost.
const SessionEndedDialog = lazy(() => import('./session-ended-dialog'));

/** Mounted once for signed-in users (app.overlays): the dialog of a session lost in this tab. */
export default function SessionEndedOverlay() {
  const lost = useSelector(selectSessionLost);
  return lost ? (
    <Suspense fallback={null}>
      <SessionEndedDialog />
    </Suspense>
  ) : null;
}
