import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  goalDraftsSettingKnown,
  goalWizardRequested,
  rapidEntryRequested,
  sessionEnded,
  type GoalCategory,
} from '../../../shared/events';
import { cleanEntry, nextPromptIndex, WRITING_PROMPTS } from './rapid-entry';

export interface GoalsUiState {
  wizard: { open: boolean; category: GoalCategory | null };
  rapid: { open: boolean; entries: string[]; promptIndex: number };
  /** The member's 'Auto-save goals' setting: keep the draft in this browser (default on). */
  keepDraft: boolean;
}

const initialState: GoalsUiState = {
  wizard: { open: false, category: null },
  rapid: { open: false, entries: [], promptIndex: 0 },
  keepDraft: true,
};

/**
 * Which goal dialogs are open, and rapid entry's draft. Pure state only: the
 * draft's storage lives in the listeners (goals-listeners.ts).
 */
export const goalsUiSlice = createSlice({
  name: 'goalsUi',
  initialState,
  reducers: {
    wizardClosed(state) {
      state.wizard = initialState.wizard;
    },
    /**
     * Closing resets all state (the saved draft stays in storage). `keepList`: the list's
     * save is waiting for its retry (its answer was lost), and it stays for the next opening
     * even where no draft is kept.
     */
    rapidEntryClosed(state, action: PayloadAction<{ keepList: boolean } | undefined>) {
      const entries = action.payload?.keepList ? state.rapid.entries : initialState.rapid.entries;
      state.rapid = { ...initialState.rapid, entries };
    },
    entryAdded(state, action: PayloadAction<string>) {
      const entry = cleanEntry(action.payload);
      if (entry === null) return;
      state.rapid.entries.push(entry);
      state.rapid.promptIndex = nextPromptIndex(state.rapid.promptIndex);
    },
    entryRemoved(state, action: PayloadAction<number>) {
      state.rapid.entries.splice(action.payload, 1);
    },
    promptChanged(state, action: PayloadAction<number>) {
      const n = WRITING_PROMPTS.length;
      state.rapid.promptIndex = ((action.payload % n) + n) % n;
    },
    draftRestored(state, action: PayloadAction<{ entries: string[]; promptIndex: number }>) {
      state.rapid.entries = action.payload.entries;
      const n = WRITING_PROMPTS.length;
      const i = Math.trunc(action.payload.promptIndex);
      state.rapid.promptIndex = Number.isFinite(i) ? ((i % n) + n) % n : 0;
    },
    draftCleared(state) {
      state.rapid.entries = [];
    },
    /** The first `n` entries were saved (part of a long list) and leave the draft. */
    entriesSaved(state, action: PayloadAction<number>) {
      state.rapid.entries.splice(0, action.payload);
    },
    /** The batch was saved: the draft is gone (the dialog closes itself shortly after). */
    rapidEntrySaved(state) {
      state.rapid.entries = [];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(goalWizardRequested, (state, action) => {
        state.wizard = { open: true, category: action.payload?.category ?? null };
      })
      .addCase(rapidEntryRequested, (state) => {
        state.rapid.open = true;
      })
      .addCase(goalDraftsSettingKnown, (state, action) => {
        state.keepDraft = action.payload.keep;
      })
      .addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectWizard: (state) => state.wizard,
    selectRapid: (state) => state.rapid,
    selectKeepDraft: (state) => state.keepDraft,
  },
});

export const {
  wizardClosed,
  rapidEntryClosed,
  entryAdded,
  entryRemoved,
  promptChanged,
  draftRestored,
  draftCleared,
  entriesSaved,
  rapidEntrySaved,
} = goalsUiSlice.actions;
export const { selectWizard, selectRapid, selectKeepDraft } = goalsUiSlice.selectors;
