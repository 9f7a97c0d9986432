export { baseApi, apiBaseQuery, nullOn, TAG_TYPES, type TagType } from './base-api';
export {
  errorMessage,
  describeError,
  describeSaveError,
  isDeletedElsewhere,
  serverMessage,
  errorStatus,
  formatHttpErrorMessage,
  isApiError,
  type ApiError,
} from './api-error';
export { prefetchRandomQuote, quotesApi, useGetRandomQuoteQuery, type Quote } from './quotes-api';
export {
  conditionalWrite,
  laterWritePending,
  cachedVersion,
  CHANGED_ELSEWHERE_DURATION_MS,
  CHANGED_ELSEWHERE_TITLE,
  changedElsewhereDescription,
  type ConditionalWrite,
} from './conditional-write';
export {
  dailyReflectionsOfDateApi,
  prefetchDailyReflectionsOn,
  useDailyReflectionsOnQuery,
  type DailyReflectionRecord,
} from './daily-reflections-of-date-api';
export { keyedPost, newIdempotencyKey, useSaveKey, type Keyed } from './idempotency';
export { onceDeleted } from './once-deleted';
