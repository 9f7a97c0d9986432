import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import {
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  signedInAs,
} from '../../../shared/testing';
import AudioPlayerCard from '../components/audio-player-card';
import { audioStorageKey } from '../model/storage';
import { FakePlayerPort } from './fake-player-port';

let port: FakePlayerPort;
const createPort = () => port;

beforeEach(() => {
  port = new FakePlayerPort();
  installFakeNetwork(signedInAs(makeUser({ id: 'u1' })));
});

describe('audio player card', () => {
  it('shows the track and loads nothing from a third party before play', async () => {
    renderWithProviders(<AudioPlayerCard createPort={createPort} />);
    expect(await screen.findByRole('heading', { name: 'Audio' })).toBeInTheDocument();
    expect(screen.getByText('The Strangest Secret (1956)')).toBeInTheDocument();
    expect(screen.getByText('0:00 / 30:00')).toBeInTheDocument();
    expect(port.calls).toEqual([]);
    expect(document.querySelector('script[src*="youtube"]')).toBeNull();
    // One talk: no "Next track" (it restarted the talk from 0:00, and played it).
    expect(screen.queryByRole('button', { name: 'Next track' })).not.toBeInTheDocument();
  });

  it('plays, shows loading then the position, pauses, and expands with volume 70', async () => {
    const { user } = renderWithProviders(<AudioPlayerCard createPort={createPort} />);
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(port.calls[0]).toEqual(['load', 'alZOvN2_yoQ', true]);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    act(() => {
      port.ready();
      port.state('playing');
    });
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    act(() => port.state('buffering'));
    expect(screen.getByText('Buffering...')).toBeInTheDocument();
    act(() => port.state('playing'));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(port.calls.at(-1)).toEqual(['pause']);

    await user.click(screen.getByRole('button', { name: 'Expand player' }));
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('70');
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(port.calls.at(-1)).toEqual(['mute']);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(audioStorageKey('u1'))!)).toEqual({
      trackId: 'strangest-secret',
      volume: 70,
      muted: true,
      expanded: true,
    });
    await user.click(screen.getByRole('button', { name: 'Minimize player' }));
    expect(screen.queryByRole('slider', { name: 'Volume' })).not.toBeInTheDocument();
  });

  it('keeps the clock out of the live region: only the status words are announced', async () => {
    const { user } = renderWithProviders(<AudioPlayerCard createPort={createPort} />);
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(screen.getByText('Loading...').closest('[aria-live]')).not.toBeNull();
    // The poll's clock is the global one: fake it from here to send a TICK.
    jest.useFakeTimers();
    port.currentTime = 1;
    port.duration = 1800;
    act(() => {
      port.ready();
      port.state('playing');
    });
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    // A screen reader read "0:01 / 30:00", "0:02 / 30:00", ... once a second for the
    // whole talk.
    const clock = screen.getByText('0:01 / 30:00');
    expect(clock.closest('[aria-live]')).toBeNull();
    act(() => port.state('buffering'));
    expect(screen.getByText('Buffering...').closest('[aria-live]')).not.toBeNull();
    expect(screen.queryByText('0:01 / 30:00')).not.toBeInTheDocument();
    act(() => port.state('playing'));
    // While playing, the live region holds nothing.
    const live = screen.getByRole('region', { name: 'Audio' }).querySelector('[aria-live]');
    expect(live).not.toBeNull();
    expect(live).toHaveTextContent('');
    jest.useRealTimers();
  });

  it('restores the saved state of this user', async () => {
    window.localStorage.setItem(
      audioStorageKey('u1'),
      JSON.stringify({ trackId: 'strangest-secret', volume: 25, muted: false, expanded: true }),
    );
    renderWithProviders(<AudioPlayerCard createPort={createPort} />);
    expect(await screen.findByRole('slider', { name: 'Volume' })).toHaveValue('25');
  });
});
