import { goalDraftsSettingKnown } from '../../../shared/events';
import type { ListenerRegistration } from '../../../shared/store';
import { accountApi } from '../api/account-api';

/** Settings other features honour, announced whenever they are read or saved. */
export const registerPreferencesListeners: ListenerRegistration = (startListening) => {
  for (const endpoint of [
    accountApi.endpoints.getPreferences,
    accountApi.endpoints.updatePreferences,
  ]) {
    startListening({
      matcher: endpoint.matchFulfilled,
      effect: (action, api) => {
        api.dispatch(goalDraftsSettingKnown({ keep: action.payload.appearance.autoSaveGoals }));
      },
    });
  }
};
