/**
 * Every feature keeps a user's browser data under `lodestar:<userId>:...` (decisions §6:
 * points, the goals draft, the audio player). Removes all of one user's keys: their account
 * is deleted, so nothing of theirs stays on this browser. Ignores a browser without storage.
 */
export function removeStoredDataOf(userId: string): void {
  try {
    const prefix = `lodestar:${userId}:`;
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // storage unavailable (private mode, blocked): nothing was kept either
  }
}
