import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { AudioTrack } from '../config/tracks';
import { createAudioController, type AudioStorage } from '../model/audio-controller';
import { GIVE_UP_AFTER_MS, type SavedAudio } from '../model/player-machine';
import { FakePlayerPort } from './fake-player-port';

const TRACKS: AudioTrack[] = [
  { id: 'one', videoId: 'vid-one', title: 'One', duration: 1800, category: 'talk' },
  { id: 'two', videoId: 'vid-two', title: 'Two', duration: 600, category: 'talk' },
];

function memoryStorage(initial: Partial<SavedAudio> | null = null) {
  const store = { value: initial as SavedAudio | null };
  const storage: AudioStorage = { load: () => store.value, save: (v) => (store.value = v) };
  return { storage, store };
}

let port: FakePlayerPort;
beforeEach(() => {
  jest.useFakeTimers();
  port = new FakePlayerPort();
});
afterEach(() => {
  jest.useRealTimers();
});

function start(tracks = TRACKS, saved: Partial<SavedAudio> | null = null) {
  const { storage, store } = memoryStorage(saved);
  const c = createAudioController({ tracks, port, storage });
  return { c, store };
}

/** Pressed play, the player got ready and started. */
function playing(tracks = TRACKS, saved: Partial<SavedAudio> | null = null) {
  const s = start(tracks, saved);
  s.c.send({ type: 'PLAY' });
  port.ready();
  port.state('playing');
  return s;
}

describe('audio player machine', () => {
  it('loads nothing until play is pressed, then loads and plays the track', () => {
    const { c } = start();
    expect(c.getState()).toMatchObject({
      status: 'idle',
      volume: 70,
      muted: false,
      expanded: false,
    });
    jest.advanceTimersByTime(10_000);
    expect(port.calls).toEqual([]);
    c.send({ type: 'PLAY' });
    expect(c.getState().status).toBe('loading');
    expect(port.calls).toEqual([['load', 'vid-one', true]]);
    port.ready();
    expect(port.names()).toEqual(['load', 'setVolume', 'unMute', 'play']);
    expect(port.calls[1]).toEqual(['setVolume', 70]);
    port.state('playing');
    expect(c.getState().status).toBe('playing');
  });

  it('polls the position each second while playing, and stops when paused', () => {
    const { c } = playing();
    port.duration = 1790;
    port.currentTime = 5;
    jest.advanceTimersByTime(1000);
    expect(c.getState()).toMatchObject({ position: 5, duration: 1790 });
    port.currentTime = 6;
    jest.advanceTimersByTime(1000);
    expect(c.getState().position).toBe(6);
    c.send({ type: 'TOGGLE_PLAY' });
    expect(port.names().at(-1)).toBe('pause');
    expect(c.getState().status).toBe('paused');
    const polls = port.count('getCurrentTime');
    jest.advanceTimersByTime(5000);
    expect(port.count('getCurrentTime')).toBe(polls);
    c.send({ type: 'TOGGLE_PLAY' });
    expect(port.names().at(-1)).toBe('play');
  });

  it('shows buffering, and seeks', () => {
    const { c } = playing();
    port.state('buffering');
    expect(c.getState().status).toBe('buffering');
    port.state('playing');
    c.send({ type: 'SEEK', seconds: 120 });
    expect(port.calls.at(-1)).toEqual(['seekTo', 120]);
    expect(c.getState().position).toBe(120);
    c.send({ type: 'SEEK', seconds: 99_999 });
    expect(c.getState().position).toBe(1800);
  });

  it('wraps to the next track on end and autoplays it after 1 s', () => {
    const { c, store } = playing();
    port.state('ended');
    expect(c.getState().status).toBe('ended');
    jest.advanceTimersByTime(999);
    expect(port.count('load')).toBe(1);
    jest.advanceTimersByTime(1);
    expect(port.calls.at(-1)).toEqual(['load', 'vid-two', true]);
    expect(c.getState()).toMatchObject({ trackIndex: 1, position: 0, status: 'loading' });
    expect(store.value?.trackId).toBe('two');
    port.state('playing');
    port.state('ended');
    jest.advanceTimersByTime(1000);
    expect(port.calls.at(-1)).toEqual(['load', 'vid-one', true]); // wraps around
  });

  it('with one track, starts it again after the end', () => {
    const { c } = playing([TRACKS[0]]);
    port.state('ended');
    jest.advanceTimersByTime(1000);
    expect(port.calls.at(-1)).toEqual(['load', 'vid-one', true]);
    expect(c.getState().trackIndex).toBe(0);
  });

  it('falls back to the first track when a later track has no length', () => {
    const { c } = playing(TRACKS, { trackId: 'two' });
    expect(port.calls[0]).toEqual(['load', 'vid-two', true]);
    port.duration = 0;
    jest.advanceTimersByTime(1000);
    expect(port.calls.at(-1)).toEqual(['load', 'vid-one', true]);
    expect(c.getState().trackIndex).toBe(0);
  });

  it('keeps the first track even when it reports no length yet', () => {
    const { c } = playing();
    port.duration = 0;
    jest.advanceTimersByTime(3000);
    expect(port.count('load')).toBe(1);
    expect(c.getState().trackIndex).toBe(0);
  });

  it('shows a spinner when not ready, retries once after 1 s, then says it failed', () => {
    const { c } = start();
    c.send({ type: 'PLAY' });
    expect(c.getState().status).toBe('loading');
    jest.advanceTimersByTime(999);
    expect(port.count('load')).toBe(1);
    jest.advanceTimersByTime(1);
    expect(port.count('load')).toBe(2);
    jest.advanceTimersByTime(GIVE_UP_AFTER_MS - 1);
    expect(c.getState().status).toBe('loading');
    jest.advanceTimersByTime(1);
    expect(c.getState().status).toBe('error');
    expect(port.count('load')).toBe(2);
    c.send({ type: 'PLAY' });
    expect(port.count('load')).toBe(3);
  });

  it('does not retry when the player gets ready in time', () => {
    const { c } = start();
    c.send({ type: 'PLAY' });
    jest.advanceTimersByTime(500);
    port.ready();
    jest.advanceTimersByTime(30_000);
    expect(port.count('load')).toBe(1);
    expect(c.getState().status).not.toBe('error');
  });

  it('sets the volume and mute, and keeps them, the track and the size per user', () => {
    const { c, store } = playing();
    c.send({ type: 'SET_VOLUME', volume: 35 });
    expect(port.calls.at(-1)).toEqual(['setVolume', 35]);
    c.send({ type: 'TOGGLE_MUTE' });
    expect(port.calls.at(-1)).toEqual(['mute']);
    c.send({ type: 'TOGGLE_EXPANDED' });
    expect(store.value).toEqual({ trackId: 'one', volume: 35, muted: true, expanded: true });
    c.send({ type: 'SET_VOLUME', volume: 50 }); // moving the volume unmutes
    expect(port.names().slice(-2)).toEqual(['setVolume', 'unMute']);
    expect(c.getState().muted).toBe(false);

    const again = createAudioController({
      tracks: TRACKS,
      port: new FakePlayerPort(),
      storage: { load: () => store.value, save: () => undefined },
    });
    expect(again.getState()).toMatchObject({
      volume: 50,
      muted: false,
      expanded: true,
      trackIndex: 0,
    });
  });

  it('applies a saved mute when the player gets ready', () => {
    const { c } = start(TRACKS, { muted: true, volume: 20 });
    c.send({ type: 'PLAY' });
    port.ready();
    expect(port.names()).toEqual(['load', 'setVolume', 'mute', 'play']);
    expect(port.calls[1]).toEqual(['setVolume', 20]);
  });

  it('stops timers and the player on stop', () => {
    const { c } = playing();
    c.stop();
    expect(port.names().at(-1)).toBe('destroy');
    const polls = port.count('getCurrentTime');
    jest.advanceTimersByTime(5000);
    expect(port.count('getCurrentTime')).toBe(polls);
    expect(c.getState().status).toBe('idle');
  });
});
