import type { AudioTrack } from '../config/tracks';
import {
  initialAudioState,
  POLL_MS,
  transition,
  type AudioEffect,
  type AudioEvent,
  type AudioState,
  type PortState,
  type SavedAudio,
  type TimerId,
} from './player-machine';
import type { PlayerPort } from './player-port';

export interface AudioStorage {
  load(): Partial<SavedAudio> | null;
  save(saved: SavedAudio): void;
}

export interface AudioController {
  getState(): AudioState;
  send(event: AudioEvent): void;
  subscribe(listener: () => void): () => void;
  /** Stops playback, timers and the player (on unmount). The controller can start again later. */
  stop(): void;
}

/**
 * Runs the pure machine: applies events, then performs its effects on the
 * player port, the timers (the global ones, so fake timers drive them in
 * tests) and the storage.
 */
export function createAudioController(options: {
  tracks: readonly AudioTrack[];
  port: PlayerPort;
  storage?: AudioStorage;
}): AudioController {
  const { tracks, port, storage } = options;
  let state = initialAudioState(tracks, storage?.load() ?? null);
  const listeners = new Set<() => void>();
  const timers = new Map<TimerId, ReturnType<typeof setTimeout>>();
  let poll: ReturnType<typeof setInterval> | null = null;

  const portListener = {
    onReady: () => send({ type: 'READY' }),
    onStateChange: (s: PortState) => send({ type: 'PORT_STATE', state: s }),
    onError: (code: number) => send({ type: 'PORT_ERROR', code }),
  };

  function run(effect: AudioEffect) {
    switch (effect.type) {
      case 'load':
        port.load(effect.videoId, effect, portListener);
        break;
      case 'play':
        port.play();
        break;
      case 'pause':
        port.pause();
        break;
      case 'seek':
        port.seekTo(effect.seconds);
        break;
      case 'setVolume':
        port.setVolume(effect.volume);
        break;
      case 'mute':
        port.mute();
        break;
      case 'unmute':
        port.unMute();
        break;
      case 'startPolling':
        if (poll === null) {
          poll = setInterval(
            () =>
              send({ type: 'TICK', position: port.getCurrentTime(), duration: port.getDuration() }),
            POLL_MS,
          );
        }
        break;
      case 'stopPolling':
        if (poll !== null) clearInterval(poll);
        poll = null;
        break;
      case 'schedule': {
        const old = timers.get(effect.id);
        if (old) clearTimeout(old);
        const event = effect.event;
        timers.set(
          effect.id,
          setTimeout(() => {
            timers.delete(effect.id);
            send(event);
          }, effect.ms),
        );
        break;
      }
      case 'cancel': {
        const old = timers.get(effect.id);
        if (old) clearTimeout(old);
        timers.delete(effect.id);
        break;
      }
      case 'persist':
        storage?.save(effect.saved);
        break;
    }
  }

  function send(event: AudioEvent) {
    const result = transition(state, event, tracks);
    const changed = result.state !== state;
    state = result.state;
    for (const effect of result.effects) run(effect);
    if (changed) for (const l of listeners) l();
  }

  return {
    getState: () => state,
    send,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      if (poll !== null) clearInterval(poll);
      poll = null;
      port.destroy();
      state = { ...state, status: 'idle', ready: false, wantsPlay: false, retried: false };
      for (const l of listeners) l();
    },
  };
}
