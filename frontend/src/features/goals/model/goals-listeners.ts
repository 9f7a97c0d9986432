import { isAnyOf } from '@reduxjs/toolkit';
import { goalDraftsSettingKnown, rapidEntryRequested } from '../../../shared/events';
import { selectSessionUser } from '../../../shared/session';
import type { ListenerRegistration } from '../../../shared/store';
import { toastShown } from '../../../shared/ui/toast/toast-slice';
import {
  draftCleared,
  draftRestored,
  entriesSaved,
  entryAdded,
  entryRemoved,
  goalsUiSlice,
  promptChanged,
  rapidEntrySaved,
  type GoalsUiState,
} from './goals-ui-slice';
import { draftKey, parseDraft, promptIndexKey } from './rapid-entry';
import { forgetSavedListText, saveKeysKey } from './save-keys';

function userIdOf(state: unknown): string | null {
  return selectSessionUser(state)?.id ?? null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function rapidOf(state: unknown): GoalsUiState['rapid'] {
  return (state as Record<string, GoalsUiState>)[goalsUiSlice.reducerPath]!.rapid;
}

function keepsDraft(state: unknown): boolean {
  return (state as Record<string, GoalsUiState>)[goalsUiSlice.reducerPath]!.keepDraft;
}

/**
 * Rapid entry's draft in localStorage, per user (decisions §6 keys):
 * restored on open with 'Draft Restored', saved whenever the list is non-empty,
 * removed by 'Clear Draft' ('Draft Cleared') and after a successful save.
 */
export const registerGoalsListeners: ListenerRegistration = (startListening) => {
  startListening({
    actionCreator: rapidEntryRequested,
    effect: (_action, api) => {
      const userId = userIdOf(api.getState());
      const store = storage();
      if (!userId || !store || !keepsDraft(api.getState())) return;
      try {
        const entries = parseDraft(store.getItem(draftKey(userId)));
        if (!entries) return;
        const promptIndex = Number(store.getItem(promptIndexKey(userId)) ?? 0);
        api.dispatch(draftRestored({ entries, promptIndex }));
        api.dispatch(
          toastShown({
            title: 'Draft Restored',
            description: `${entries.length} goal${entries.length === 1 ? '' : 's'} from your last session.`,
          }),
        );
      } catch (error) {
        // Spec §8: a corrupt saved draft is logged and ignored.
        console.warn('Ignoring a corrupt goals draft', error);
      }
    },
  });

  startListening({
    matcher: isAnyOf(entryAdded, entryRemoved, promptChanged, entriesSaved),
    effect: (_action, api) => {
      const userId = userIdOf(api.getState());
      const store = storage();
      const { entries, promptIndex } = rapidOf(api.getState());
      if (!userId || !store) return;
      try {
        if (entries.length === 0) {
          // The last entry removed: no draft is left to restore (spec §4 saves only a
          // non-empty list; the one saved before must not come back), nor a save of it.
          store.removeItem(draftKey(userId));
          store.removeItem(promptIndexKey(userId));
          store.removeItem(saveKeysKey(userId));
          return;
        }
        if (!keepsDraft(api.getState())) {
          // The member turned 'Auto-save goals' off: no draft is kept. The save keys stay:
          // they belong to one exact list (another list gets new ones), and a retry of a
          // save whose answer was lost must send the same key, or the goals are made
          // twice (a new prompt, or part of a long list saved, changed nothing else).
          // They hold a digest of the list, not its words (save-keys.ts).
          store.removeItem(draftKey(userId));
          store.removeItem(promptIndexKey(userId));
          return;
        }
        store.setItem(draftKey(userId), JSON.stringify(entries));
        store.setItem(promptIndexKey(userId), String(promptIndex));
      } catch (error) {
        console.warn('Could not save the goals draft', error);
      }
    },
  });

  // 'Auto-save goals' turned off: the draft kept so far goes too. A save-key record of an
  // older version, which held the list's words, keeps only their digest from now on.
  startListening({
    actionCreator: goalDraftsSettingKnown,
    effect: (action, api) => {
      const userId = userIdOf(api.getState());
      const store = storage();
      if (!userId || !store) return;
      forgetSavedListText(userId);
      if (action.payload.keep) return;
      store.removeItem(draftKey(userId));
      store.removeItem(promptIndexKey(userId));
    },
  });

  startListening({
    matcher: isAnyOf(draftCleared, rapidEntrySaved),
    effect: (action, api) => {
      const userId = userIdOf(api.getState());
      const store = storage();
      if (userId && store) {
        store.removeItem(draftKey(userId));
        store.removeItem(promptIndexKey(userId));
        store.removeItem(saveKeysKey(userId));
      }
      if (draftCleared.match(action)) {
        api.dispatch(
          toastShown({ title: 'Draft Cleared', description: 'Your goal list is empty again.' }),
        );
      }
    },
  });
};
