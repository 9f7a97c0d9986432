import { beforeEach, describe, expect, it } from '@jest/globals';
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

  it('restores the saved state of this user', async () => {
    window.localStorage.setItem(
      audioStorageKey('u1'),
      JSON.stringify({ trackId: 'strangest-secret', volume: 25, muted: false, expanded: true }),
    );
    renderWithProviders(<AudioPlayerCard createPort={createPort} />);
    expect(await screen.findByRole('slider', { name: 'Volume' })).toHaveValue('25');
  });
});
