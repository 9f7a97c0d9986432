import { goalDraftsSettingKnown } from '../../../shared/events';
import type { ListenerRegistration } from '../../../shared/store';
import { preferencesArrived } from '../api/account-api';

/** Settings other features honour, announced whenever they are read or saved. */
export const registerPreferencesListeners: ListenerRegistration = (startListening) => {
  startListening({
    matcher: preferencesArrived,
    effect: (action, api) => {
      api.dispatch(goalDraftsSettingKnown({ keep: action.payload.appearance.autoSaveGoals }));
    },
  });
};
