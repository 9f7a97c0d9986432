import type { LoadOptions, PlayerListener, PlayerPort } from '../model/player-port';
import type { PortState } from '../model/player-machine';

/**
 * The real player: the YouTube IFrame API in privacy-enhanced mode
 * (youtube-nocookie.com). Its script is fetched on the first load(), that is
 * when the user first presses play, never before.
 */
export const YOUTUBE_API_SRC = 'https://www.youtube.com/iframe_api';
export const YOUTUBE_HOST = 'https://www.youtube-nocookie.com';

interface YTPlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  setVolume(volume: number): void;
  mute(): void;
  unMute(): void;
  getCurrentTime(): number;
  getDuration(): number;
  loadVideoById(args: { videoId: string; startSeconds?: number }): void;
  cueVideoById(args: { videoId: string; startSeconds?: number }): void;
  destroy(): void;
}

interface YTNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      host?: string;
      videoId: string;
      width?: string | number;
      height?: string | number;
      playerVars?: Record<string, string | number>;
      events?: {
        onReady?: () => void;
        onStateChange?: (event: { data: number }) => void;
        onError?: (event: { data: number }) => void;
      };
    },
  ) => YTPlayer;
}

declare global {
  interface Window {
    YT?: YTNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const STATES: Record<number, PortState> = {
  [-1]: 'unstarted',
  0: 'ended',
  1: 'playing',
  2: 'paused',
  3: 'buffering',
  5: 'cued',
};

let apiPromise: Promise<YTNamespace> | null = null;

/** Loads the IFrame API once; a failed load may be tried again. */
function loadApi(): Promise<YTNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  if (apiPromise) return apiPromise;
  apiPromise = new Promise<YTNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT?.Player) resolve(window.YT);
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_API_SRC;
    script.async = true;
    script.onerror = () => {
      script.remove();
      apiPromise = null;
      reject(new Error('The YouTube player could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return apiPromise;
}

export function createYouTubePort(getContainer: () => HTMLElement | null): PlayerPort {
  let player: YTPlayer | null = null;
  let ready = false;
  let creating = false;
  let latest: { videoId: string; options: LoadOptions; listener: PlayerListener } | null = null;

  function create(YT: YTNamespace) {
    const container = getContainer();
    if (!container || !latest || player) return;
    const target = document.createElement('div');
    container.replaceChildren(target);
    const { videoId, options } = latest;
    player = new YT.Player(target, {
      host: YOUTUBE_HOST,
      videoId,
      width: '100%',
      height: '100%',
      playerVars: {
        autoplay: options.autoplay ? 1 : 0,
        start: options.startSeconds,
        playsinline: 1,
        rel: 0,
        controls: 0,
        disablekb: 1,
        origin: window.location.origin,
      },
      events: {
        onReady: () => {
          ready = true;
          latest?.listener.onReady();
        },
        onStateChange: (e) => {
          const state = STATES[e.data];
          if (state) latest?.listener.onStateChange(state);
        },
        onError: (e) => latest?.listener.onError(e.data),
      },
    });
  }

  return {
    load(videoId, options, listener) {
      const sameVideo = latest?.videoId === videoId;
      latest = { videoId, options, listener };
      if (player && ready) {
        if (!sameVideo || options.autoplay) {
          if (options.autoplay)
            player.loadVideoById({ videoId, startSeconds: options.startSeconds });
          else player.cueVideoById({ videoId, startSeconds: options.startSeconds });
        }
        return;
      }
      if (player || creating) return; // still starting: it will pick up `latest`
      creating = true;
      loadApi()
        .then((YT) => create(YT))
        .catch(() => undefined) // stays not ready: the machine retries once, then says so
        .finally(() => {
          creating = false;
        });
    },
    play: () => player?.playVideo(),
    pause: () => player?.pauseVideo(),
    seekTo: (seconds) => player?.seekTo(seconds, true),
    setVolume: (volume) => player?.setVolume(volume),
    mute: () => player?.mute(),
    unMute: () => player?.unMute(),
    getCurrentTime: () => (ready && player ? player.getCurrentTime() : 0),
    getDuration: () => (ready && player ? player.getDuration() : 0),
    destroy() {
      try {
        player?.destroy();
      } catch {
        // already gone
      }
      player = null;
      ready = false;
      latest = null;
    },
  };
}
