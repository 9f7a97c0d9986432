import type { ColorMode } from './color-mode-slice';

/**
 * The colour mode of the person last signed in on this browser, so the first paint
 * after a reload is already right (the server's copy, GET /api/user/preferences,
 * arrives later). Keyed by user: another person signing in here starts light until
 * their own preference loads.
 */
export const COLOR_MODE_STORAGE_KEY = 'lodestar:color-mode';

export interface StoredColorMode {
  userId: string;
  mode: ColorMode;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

/**
 * The stored value read, or null unless it is a user's light or dark mode. Self-contained
 * (no outer names, no imports): the static landing page's inline script is built from its
 * source text (features/auth/pages/landing-script.ts), so a visitor's page and the app
 * apply the same rule.
 */
export function parseStoredColorMode(raw: string | null | undefined): StoredColorMode | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredColorMode> | null;
    if (!parsed || typeof parsed.userId !== 'string') return null;
    if (parsed.mode !== 'light' && parsed.mode !== 'dark') return null;
    return { userId: parsed.userId, mode: parsed.mode };
  } catch {
    return null;
  }
}

export function readStoredColorMode(): StoredColorMode | null {
  try {
    return parseStoredColorMode(storage()?.getItem(COLOR_MODE_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function writeStoredColorMode(value: StoredColorMode): void {
  try {
    storage()?.setItem(COLOR_MODE_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // full or disabled: the server keeps the preference anyway
  }
}

export function clearStoredColorMode(): void {
  try {
    storage()?.removeItem(COLOR_MODE_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
