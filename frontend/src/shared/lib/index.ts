export { getInitials, type InitialsSource } from './initials';
export { safeNextPath, signInPathFor } from './safe-next';
export { browser } from './browser';
export { browserTimeZone, calendarDateIn, dateFormat, isKnownTimeZone } from './dates';
export { removeStoredDataOf } from './user-storage';
export { PASSWORD_MAX_BYTES, PASSWORD_MIN_BYTES, passwordBytes } from './password-bytes';
// The tab's drafts ('./tab-drafts') are imported by path: re-exported here, their React
// hook changed how the bundler split the first page's code (+3.3 kB gzip).
