import { DEFAULT_VOLUME, type AudioTrack } from '../config/tracks';

/**
 * The audio player as a pure state machine (spec §4 Audio player): events in,
 * the next state and the effects to run out. Nothing here touches YouTube,
 * timers or storage; the controller runs the effects against a PlayerPort.
 */

/** Spec §9 timings. */
export const POLL_MS = 1000;
export const NEXT_TRACK_DELAY_MS = 1000;
export const RETRY_AFTER_MS = 1000;
/** After the one retry, how long to wait before saying the player could not load. */
export const GIVE_UP_AFTER_MS = 15_000;

export type PlayerStatus =
  /** Nothing loaded: no third party contacted yet. */
  'idle' | 'loading' | 'playing' | 'paused' | 'buffering' | 'ended' | 'error';

export interface AudioState {
  status: PlayerStatus;
  /** The player (port) said it is ready. */
  ready: boolean;
  trackIndex: number;
  /** Seconds. */
  position: number;
  /** Seconds; the track's configured length until the player reports one. */
  duration: number;
  volume: number;
  muted: boolean;
  expanded: boolean;
  /** The one retry of a player that is not ready has been used. */
  retried: boolean;
  /** Play was pressed while the player was not ready. */
  wantsPlay: boolean;
}

/** What is kept per user (spec §3: current track, volume, mute, expanded). */
export interface SavedAudio {
  trackId: string;
  volume: number;
  muted: boolean;
  expanded: boolean;
}

export type PortState = 'playing' | 'paused' | 'buffering' | 'ended' | 'unstarted' | 'cued';

export type AudioEvent =
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'TOGGLE_PLAY' }
  | { type: 'READY' }
  | { type: 'READY_TIMEOUT' }
  | { type: 'PORT_STATE'; state: PortState }
  | { type: 'PORT_ERROR'; code: number }
  | { type: 'TICK'; position: number; duration: number }
  | { type: 'SEEK'; seconds: number }
  | { type: 'SET_VOLUME'; volume: number }
  | { type: 'TOGGLE_MUTE' }
  | { type: 'TOGGLE_EXPANDED' }
  | { type: 'NEXT_TRACK' }
  | { type: 'AUTO_NEXT' };

export type TimerId = 'retry' | 'next';

export type AudioEffect =
  | {
      type: 'load';
      videoId: string;
      autoplay: boolean;
      startSeconds: number;
      volume: number;
      muted: boolean;
    }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'seek'; seconds: number }
  | { type: 'setVolume'; volume: number }
  | { type: 'mute' }
  | { type: 'unmute' }
  | { type: 'startPolling' }
  | { type: 'stopPolling' }
  | { type: 'schedule'; id: TimerId; ms: number; event: AudioEvent }
  | { type: 'cancel'; id: TimerId }
  | { type: 'persist'; saved: SavedAudio };

export interface Transition {
  state: AudioState;
  effects: AudioEffect[];
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

export function initialAudioState(
  tracks: readonly AudioTrack[],
  saved?: Partial<SavedAudio> | null,
): AudioState {
  const index = Math.max(
    0,
    tracks.findIndex((t) => t.id === saved?.trackId),
  );
  const volume = Number.isFinite(saved?.volume)
    ? clamp(Math.round(saved!.volume!), 0, 100)
    : DEFAULT_VOLUME;
  return {
    status: 'idle',
    ready: false,
    trackIndex: index,
    position: 0,
    duration: tracks[index]?.duration ?? 0,
    volume,
    muted: saved?.muted === true,
    expanded: saved?.expanded === true,
    retried: false,
    wantsPlay: false,
  };
}

function saved(state: AudioState, tracks: readonly AudioTrack[]): AudioEffect {
  return {
    type: 'persist',
    saved: {
      trackId: tracks[state.trackIndex]?.id ?? '',
      volume: state.volume,
      muted: state.muted,
      expanded: state.expanded,
    },
  };
}

function load(state: AudioState, tracks: readonly AudioTrack[], autoplay: boolean): AudioEffect {
  return {
    type: 'load',
    videoId: tracks[state.trackIndex].videoId,
    autoplay,
    startSeconds: Math.floor(state.position),
    volume: state.volume,
    muted: state.muted,
  };
}

/** Switches to a track and starts it (next track on end, or the fallback to the first). */
function switchTo(state: AudioState, index: number, tracks: readonly AudioTrack[]): Transition {
  const next: AudioState = {
    ...state,
    trackIndex: index,
    position: 0,
    duration: tracks[index].duration,
    status: 'loading',
    wantsPlay: true,
  };
  return {
    state: next,
    effects: [
      { type: 'cancel', id: 'next' },
      { type: 'stopPolling' },
      load(next, tracks, true),
      saved(next, tracks),
    ],
  };
}

export function transition(
  state: AudioState,
  event: AudioEvent,
  tracks: readonly AudioTrack[],
): Transition {
  const stay = (effects: AudioEffect[] = []): Transition => ({ state, effects });
  if (tracks.length === 0) return stay();

  switch (event.type) {
    case 'TOGGLE_PLAY':
      return transition(
        state,
        state.status === 'playing' ||
          state.status === 'buffering' ||
          (state.status === 'loading' && state.wantsPlay)
          ? { type: 'PAUSE' }
          : { type: 'PLAY' },
        tracks,
      );

    case 'PLAY': {
      if (state.status === 'idle' || state.status === 'error' || !state.ready) {
        // The first press loads the player (and only now contacts the third party).
        const next: AudioState = { ...state, status: 'loading', wantsPlay: true, retried: false };
        return {
          state: next,
          effects: [
            load(next, tracks, true),
            { type: 'schedule', id: 'retry', ms: RETRY_AFTER_MS, event: { type: 'READY_TIMEOUT' } },
          ],
        };
      }
      if (state.status === 'ended') {
        return {
          state: { ...state, status: 'loading', position: 0, wantsPlay: true },
          effects: [{ type: 'seek', seconds: 0 }, { type: 'play' }],
        };
      }
      return { state: { ...state, wantsPlay: true }, effects: [{ type: 'play' }] };
    }

    case 'PAUSE':
      if (state.status === 'idle' || state.status === 'error') return stay();
      if (!state.ready) {
        return {
          state: { ...state, status: 'idle', wantsPlay: false },
          effects: [{ type: 'cancel', id: 'retry' }],
        };
      }
      return {
        state: { ...state, status: 'paused', wantsPlay: false },
        effects: [{ type: 'pause' }, { type: 'stopPolling' }],
      };

    case 'READY': {
      const next: AudioState = { ...state, ready: true };
      const effects: AudioEffect[] = [
        { type: 'cancel', id: 'retry' },
        { type: 'setVolume', volume: state.volume },
        state.muted ? { type: 'mute' } : { type: 'unmute' },
      ];
      if (state.wantsPlay) effects.push({ type: 'play' });
      return { state: next, effects };
    }

    case 'READY_TIMEOUT':
      if (state.ready || state.status !== 'loading') return stay();
      if (!state.retried) {
        // Spec §4: not ready -> spinner, and one retry after 1 s.
        return {
          state: { ...state, retried: true },
          effects: [
            load(state, tracks, state.wantsPlay),
            {
              type: 'schedule',
              id: 'retry',
              ms: GIVE_UP_AFTER_MS,
              event: { type: 'READY_TIMEOUT' },
            },
          ],
        };
      }
      return { state: { ...state, status: 'error', wantsPlay: false }, effects: [] };

    case 'PORT_STATE':
      switch (event.state) {
        case 'playing':
          return {
            state: { ...state, status: 'playing', ready: true, wantsPlay: false },
            effects: [{ type: 'cancel', id: 'retry' }, { type: 'startPolling' }],
          };
        case 'buffering':
          return { state: { ...state, status: 'buffering' }, effects: [{ type: 'startPolling' }] };
        case 'paused':
          if (state.status === 'loading' && state.wantsPlay) return stay();
          return {
            state: { ...state, status: 'paused', wantsPlay: false },
            effects: [{ type: 'stopPolling' }],
          };
        case 'ended':
          // Spec §4: wrap to the next track and autoplay it after 1 s.
          return {
            state: { ...state, status: 'ended', position: state.duration, wantsPlay: false },
            effects: [
              { type: 'stopPolling' },
              {
                type: 'schedule',
                id: 'next',
                ms: NEXT_TRACK_DELAY_MS,
                event: { type: 'AUTO_NEXT' },
              },
            ],
          };
        default:
          return stay();
      }

    case 'PORT_ERROR':
      return {
        state: { ...state, status: 'error', wantsPlay: false },
        effects: [{ type: 'cancel', id: 'retry' }, { type: 'stopPolling' }],
      };

    case 'TICK': {
      const duration = Number.isFinite(event.duration) ? Math.max(0, event.duration) : 0;
      // Spec §4: a non-first track reporting no length falls back to the first track.
      if (duration === 0 && state.trackIndex !== 0 && state.status === 'playing') {
        return switchTo(state, 0, tracks);
      }
      return {
        state: {
          ...state,
          position: clamp(
            Number.isFinite(event.position) ? event.position : 0,
            0,
            duration || state.duration,
          ),
          duration: duration || state.duration,
        },
        effects: [],
      };
    }

    case 'SEEK': {
      const seconds = clamp(event.seconds, 0, state.duration || 0);
      return {
        state: { ...state, position: seconds },
        effects: state.ready ? [{ type: 'seek', seconds }] : [],
      };
    }

    case 'SET_VOLUME': {
      const volume = clamp(Math.round(event.volume), 0, 100);
      const unmute = state.muted && volume > 0;
      const next = { ...state, volume, muted: unmute ? false : state.muted };
      const effects: AudioEffect[] = state.ready ? [{ type: 'setVolume', volume }] : [];
      if (unmute && state.ready) effects.push({ type: 'unmute' });
      effects.push(saved(next, tracks));
      return { state: next, effects };
    }

    case 'TOGGLE_MUTE': {
      const next = { ...state, muted: !state.muted };
      const effects: AudioEffect[] = state.ready ? [{ type: next.muted ? 'mute' : 'unmute' }] : [];
      effects.push(saved(next, tracks));
      return { state: next, effects };
    }

    case 'TOGGLE_EXPANDED': {
      const next = { ...state, expanded: !state.expanded };
      return { state: next, effects: [saved(next, tracks)] };
    }

    case 'NEXT_TRACK':
    case 'AUTO_NEXT':
      if (event.type === 'AUTO_NEXT' && state.status !== 'ended') return stay();
      return switchTo(state, (state.trackIndex + 1) % tracks.length, tracks);
  }
}
