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

export function readStoredColorMode(): StoredColorMode | null {
  try {
    const raw = storage()?.getItem(COLOR_MODE_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredColorMode>;
    if (typeof parsed.userId !== 'string') return null;
    if (parsed.mode !== 'light' && parsed.mode !== 'dark') return null;
    return { userId: parsed.userId, mode: parsed.mode };
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
