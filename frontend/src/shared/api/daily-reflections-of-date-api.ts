import type { AppDispatch } from '../store/configure-app-store';
import { baseApi } from './base-api';

/** A daily reflection as the API sends it (GET /api/daily-reflections). */
export interface DailyReflectionRecord {
  id: string;
  userId: string;
  reflectionDate: string;
  timeOfDay: 'morning' | 'evening';
  /** Non-blank answers by question id. */
  responses: Record<string, string>;
  /** Increases at every change; sent back as If-Match. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * One date's daily reflections (GET /api/daily-reflections?date=...). Two screens read
 * today's at once: the header's bell (which of today's are not written yet) and the
 * journal page (today's session). One endpoint, so one request and one cache entry
 * serve both; the read lives in shared, like the quote.
 */
export const dailyReflectionsOfDateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dailyReflectionsOn: build.query<DailyReflectionRecord[], string>({
      query: (date) => ({ url: '/daily-reflections', params: { date } }),
      providesTags: ['Reflection'],
    }),
  }),
});

export const { useDailyReflectionsOnQuery } = dailyReflectionsOfDateApi;

/** One date's reflections, asked for before what shows them renders. */
export const prefetchDailyReflectionsOn = (dispatch: AppDispatch, date: string) =>
  dispatch(
    dailyReflectionsOfDateApi.endpoints.dailyReflectionsOn.initiate(date, { subscribe: false }),
  );
