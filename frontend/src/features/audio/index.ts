import { defineFeature, lazyPreloadable } from '../../shared/manifest';

/** The built-in audio player (spec §4), first in the dashboard's narrow column. */
export const audioFeature = defineFeature({
  id: 'audio',
  slots: {
    'dashboard.aside': [
      {
        id: 'audio.player',
        order: 10,
        Component: lazyPreloadable(() => import('./components/audio-player-card')),
      },
    ],
  },
});
