/**
 * The audio player's track list (spec §3 Audio track). Configuration, not code:
 * a deployer replaces or extends it (each needs a YouTube video id the
 * deployment has the right to embed). The spec has one track, a long talk on
 * the psychology of success.
 */
export interface AudioTrack {
  id: string;
  /** YouTube video id, played through youtube-nocookie.com. */
  videoId: string;
  title: string;
  /** Seconds, shown until the player reports the real length. */
  duration: number;
  category: string;
}

export const AUDIO_TRACKS: readonly AudioTrack[] = [
  {
    id: 'strangest-secret',
    videoId: 'alZOvN2_yoQ',
    title: 'The Strangest Secret (1956)',
    duration: 1800,
    category: 'success psychology',
  },
];

/** Spec §9: default volume 70. */
export const DEFAULT_VOLUME = 70;
