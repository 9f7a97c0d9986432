import DiamondIcon from '@mui/icons-material/DiamondOutlined';
import { defineFeature } from '../../shared/manifest';
import { valuesRoutes } from './routes';

/** Core values (cards with alignment, summary and reflection panels) and the discovery quiz. */
export const valuesFeature = defineFeature({
  id: 'values',
  routes: valuesRoutes,
  nav: [
    { id: 'values', label: 'Values', to: '/values', area: 'primary', order: 40, icon: DiamondIcon },
  ],
});
