import type { LoadOptions, PlayerListener, PlayerPort } from '../model/player-port';

/** A player that does only what the test tells it to. */
export class FakePlayerPort implements PlayerPort {
  calls: Array<[string, ...unknown[]]> = [];
  listener: PlayerListener | null = null;
  currentTime = 0;
  duration = 0;

  load(videoId: string, options: LoadOptions, listener: PlayerListener) {
    this.listener = listener;
    this.calls.push(['load', videoId, options.autoplay]);
  }
  play() {
    this.calls.push(['play']);
  }
  pause() {
    this.calls.push(['pause']);
  }
  seekTo(seconds: number) {
    this.calls.push(['seekTo', seconds]);
  }
  setVolume(volume: number) {
    this.calls.push(['setVolume', volume]);
  }
  mute() {
    this.calls.push(['mute']);
  }
  unMute() {
    this.calls.push(['unMute']);
  }
  getCurrentTime() {
    this.calls.push(['getCurrentTime']);
    return this.currentTime;
  }
  getDuration() {
    return this.duration;
  }
  destroy() {
    this.calls.push(['destroy']);
  }

  /** The names of the calls made, without their arguments. */
  names() {
    return this.calls.map((c) => c[0]);
  }
  count(name: string) {
    return this.calls.filter((c) => c[0] === name).length;
  }
  ready() {
    this.listener?.onReady();
  }
  state(s: Parameters<PlayerListener['onStateChange']>[0]) {
    this.listener?.onStateChange(s);
  }
}
