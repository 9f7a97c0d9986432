import type { PortState } from './player-machine';

/** What the machine's controller needs from a player (YouTube in the app, a fake in tests). */
export interface PlayerListener {
  onReady(): void;
  onStateChange(state: PortState): void;
  onError(code: number): void;
}

export interface LoadOptions {
  autoplay: boolean;
  startSeconds: number;
  volume: number;
  muted: boolean;
}

export interface PlayerPort {
  /** Loads (or reloads) a video; the first call may fetch the player itself. Idempotent while loading. */
  load(videoId: string, options: LoadOptions, listener: PlayerListener): void;
  play(): void;
  pause(): void;
  seekTo(seconds: number): void;
  setVolume(volume: number): void;
  mute(): void;
  unMute(): void;
  getCurrentTime(): number;
  getDuration(): number;
  destroy(): void;
}
