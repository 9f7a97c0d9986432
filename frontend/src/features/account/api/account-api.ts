import { isAnyOf } from '@reduxjs/toolkit';
import { baseApi, conditionalWrite, laterWritePending } from '../../../shared/api';
import { env } from '../../../shared/config/env';
import { keptConflictDescription } from '../../../shared/lib/kept-edits';
import type { User } from '../../../shared/session';
import { colorModeChanged, selectColorMode } from '../../../shared/theme/color-mode-slice';

export interface Preferences {
  notifications: { push: boolean; email: boolean; streakReminders: boolean };
  appearance: { darkMode: boolean; autoSaveGoals: boolean; language: 'en-US' };
  /** 0 until first saved; sent back as If-Match. */
  version: number;
}

/** A change to some settings: what is left out keeps its value (PUT answers all of them). */
export interface PreferencesChange {
  notifications?: Partial<Preferences['notifications']>;
  appearance?: Partial<Preferences['appearance']>;
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  timezone: string;
}

export interface LoginHistoryEntry {
  id: string;
  loginDate: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** Minutes, once the session ended (sign-out or idle expiry). */
  sessionDuration: number | null;
  logoutDate: string | null;
}

export interface DataSummary {
  goals: number;
  reflections: number;
  values: number;
}

/**
 * Tags to read again after the write, unless it was refused with 401 (the session was
 * ended on another device): the user's read would answer 401 too, and that sends the
 * page to sign-in over the "Your session has ended" dialog, losing what was typed (QA
 * 2026-11-29). Any other failure (a time-out of a save that may have landed) reads again.
 */
function unlessSignedOut<T extends 'User'>(tags: T[]) {
  return (_result: unknown, error: unknown): T[] =>
    (error as { status?: unknown } | undefined)?.status === 401 ? [] : tags;
}

/** A settings change other than `requestId` still on its way (its answer is newer). */
export const laterPreferencesPending = (state: unknown, requestId: string) =>
  laterWritePending(state, 'updatePreferences', requestId);

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7: on success the current user is refetched (header initials follow). */
    updateProfile: build.mutation<User, ProfileChange>({
      queryFn: (body, api, _extra, baseQuery) =>
        conditionalWrite<User>(
          {
            args: { url: '/user/profile', method: 'PUT', body },
            readFrom: ['getCurrentUser'],
            tags: ['User'],
            what: 'profile',
            // The card keeps the user's changes on top of the version read again (useRebasedForm).
            conflictDescription: keptConflictDescription('profile'),
          },
          api,
          baseQuery,
        ),
      invalidatesTags: unlessSignedOut(['User']),
    }),
    getAccountLoginHistory: build.query<LoginHistoryEntry[], void>({
      query: () => '/user/login-history',
      providesTags: ['User'],
    }),
    getPreferences: build.query<Preferences, void>({
      query: () => '/user/preferences',
      providesTags: ['Preferences'],
    }),
    /**
     * Optimistic: the switch moves (and the theme changes) at once; a failure puts
     * both back.
     */
    updatePreferences: build.mutation<Preferences, PreferencesChange>({
      queryFn: (body, api, _extra, baseQuery) =>
        conditionalWrite<Preferences>(
          {
            args: { url: '/user/preferences', method: 'PUT', body },
            readFrom: ['getPreferences'],
            tags: ['Preferences'],
            what: 'settings page',
          },
          api,
          baseQuery,
        ),
      async onQueryStarted(change, { dispatch, getState, queryFulfilled, requestId }) {
        const patch = dispatch(
          accountApi.util.updateQueryData('getPreferences', undefined, (draft) => {
            Object.assign(draft.notifications, change.notifications ?? {});
            Object.assign(draft.appearance, change.appearance ?? {});
          }),
        );
        const before = selectColorMode(
          getState() as unknown as Parameters<typeof selectColorMode>[0],
        );
        const darkMode = change.appearance?.darkMode;
        if (darkMode !== undefined) dispatch(colorModeChanged(darkMode ? 'dark' : 'light'));
        try {
          const { data } = await queryFulfilled;
          // A later change still on its way shows more than this answer: storing it would
          // flip that switch back until its own answer (Dark mode toggled twice flashed).
          if (!laterPreferencesPending(getState(), requestId))
            dispatch(accountApi.util.upsertQueryData('getPreferences', undefined, data));
        } catch {
          patch.undo();
          if (darkMode !== undefined) dispatch(colorModeChanged(before));
        }
      },
    }),
    changePassword: build.mutation<null, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/user/password', method: 'PUT', body }),
      invalidatesTags: unlessSignedOut(['User']),
    }),
    /** Real counts; refreshed whenever goals, reflections or values change anywhere. */
    getDataSummary: build.query<DataSummary, void>({
      query: () => '/user/data-summary',
      providesTags: ['Goal', 'Reflection', 'Value'],
    }),
    deleteAccount: build.mutation<null, { password: string }>({
      query: (body) => ({ url: '/user', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useGetAccountLoginHistoryQuery,
  useGetPreferencesQuery,
  useUpdatePreferencesMutation,
  useChangePasswordMutation,
  useGetDataSummaryQuery,
  useDeleteAccountMutation,
} = accountApi;

/** Where the browser downloads the export (a plain link: the file streams to disk). */
export const EXPORT_URL = `${env.apiBaseUrl}/user/export`;

/** The saved preferences arrived: read, or written by the settings page. */
export const preferencesArrived = isAnyOf(
  accountApi.endpoints.getPreferences.matchFulfilled,
  accountApi.endpoints.updatePreferences.matchFulfilled,
);
