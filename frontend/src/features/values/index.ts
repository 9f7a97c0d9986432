import { defineFeature, lazyIcon } from '../../shared/manifest';
import { valuesRoutes } from './routes';

// Icons load with the signed-in layout, not with the first page (issue 7).
const DiamondIcon = lazyIcon(() => import('@mui/icons-material/DiamondOutlined'));

/** Core values (cards with alignment, summary and reflection panels) and the discovery quiz. */
export const valuesFeature = defineFeature({
  id: 'values',
  routes: valuesRoutes,
  nav: [
    { id: 'values', label: 'Values', to: '/values', area: 'primary', order: 40, icon: DiamondIcon },
  ],
});
