import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectRapid, selectWizard } from '../model/goals-ui-slice';

// Each dialog loads with its first opening, not with the first page.
const GoalWizard = lazy(() => import('./goal-wizard'));
const RapidEntryDialog = lazy(() => import('./rapid-entry-dialog'));

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
