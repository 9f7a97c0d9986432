import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { installFakeNetwork, renderWithProviders, signedInAs } from '../../../shared/testing';
import DashboardPage from '../pages/dashboard-page';

const StatsWidget = () => <section aria-label="Stats">Active Goals</section>;
const PlayerWidget = () => <section aria-label="Player">Audio</section>;

beforeEach(() => {
  installFakeNetwork(signedInAs());
});

describe('dashboard page', () => {
  it('says honestly what is coming while no feature contributes widgets', async () => {
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1: Write 50 Goals' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 2: Add Details' })).toBeInTheDocument();
    for (const pillar of ['Philosophy', 'Attitude', 'Activity', 'Results']) {
      expect(screen.getByText(pillar)).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { name: 'More on your dashboard soon' }),
    ).toBeInTheDocument();
  });

  it('renders the widgets features contribute through their manifests', async () => {
    renderWithProviders(<DashboardPage />, {
      slots: {
        'dashboard.main': [{ id: 'goals.stats', Component: StatsWidget }],
        'dashboard.aside': [{ id: 'audio.player', Component: PlayerWidget }],
      },
    });
    expect(await screen.findByRole('region', { name: 'Stats' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Player' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'More on your dashboard soon' }),
    ).not.toBeInTheDocument();
  });
});
