import type { AudioStorage } from './audio-controller';
import type { SavedAudio } from './player-machine';

/** Per-user key (decisions §6 prefix): `lodestar:<userId>:audio`. */
export const audioStorageKey = (userId: string) => `lodestar:${userId}:audio`;

export function localAudioStorage(userId: string): AudioStorage {
  const key = audioStorageKey(userId);
  return {
    load() {
      try {
        const raw = window.localStorage.getItem(key);
        if (!raw) return null;
        const v = JSON.parse(raw) as Partial<SavedAudio>;
        return {
          trackId: typeof v.trackId === 'string' ? v.trackId : undefined,
          volume: typeof v.volume === 'number' ? v.volume : undefined,
          muted: typeof v.muted === 'boolean' ? v.muted : undefined,
          expanded: typeof v.expanded === 'boolean' ? v.expanded : undefined,
        };
      } catch {
        return null;
      }
    },
    save(saved) {
      try {
        window.localStorage.setItem(key, JSON.stringify(saved));
      } catch {
        // storage full or disabled: the player still works
      }
    },
  };
}
