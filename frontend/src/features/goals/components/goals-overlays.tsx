import { Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { lazyWithFallback, UnavailableNotice } from '../../../shared/ui/lazy-with-fallback';
import { rapidEntryClosed, selectRapid, selectWizard, wizardClosed } from '../model/goals-ui-slice';

// Each dialog loads with its first opening, not with the first page; offline, a notice.
const GoalWizard = lazyWithFallback(
  () => import('./goal-wizard'),
  function WizardUnavailable() {
    const dispatch = useDispatch();
    return <UnavailableNotice onClose={() => dispatch(wizardClosed())} />;
  },
);
const RapidEntryDialog = lazyWithFallback(
  () => import('./rapid-entry-dialog'),
  function RapidEntryUnavailable() {
    const dispatch = useDispatch();
    return <UnavailableNotice onClose={() => dispatch(rapidEntryClosed())} />;
  },
);

/** Mounted once for signed-in users (app.overlays): the wizard and rapid writing. */
export default function GoalsOverlays() {
  const wizard = useSelector(selectWizard);
  const rapid = useSelector(selectRapid);
  return (
    <Suspense fallback={null}>
      {wizard.open ? <GoalWizard /> : null}
      {rapid.open ? <RapidEntryDialog /> : null}
    </Suspense>
  );
}
