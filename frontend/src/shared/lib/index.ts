export { getInitials, type InitialsSource } from './initials';
export { safeNextPath, signInPathFor } from './safe-next';
export { browser } from './browser';
export { browserTimeZone, calendarDateIn, dateFormat, isKnownTimeZone } from './dates';
export { removeStoredDataOf } from './user-storage';
export {
  forgetTabDrafts,
  isTextRecord,
  readTabDraft,
  useTabDraft,
  writeTabDraft,
} from './tab-drafts';
