import { createTheme, type Theme } from '@mui/material/styles';
import type { ColorMode } from './color-mode-slice';
import { dataDisplayOverrides } from './overrides/data-display';
import { feedbackOverrides } from './overrides/feedback';
import { inputsOverrides } from './overrides/inputs';
import { navigationOverrides } from './overrides/navigation';
import { surfacesOverrides } from './overrides/surfaces';
import { palettes } from './palette';
import { radius } from './primitives';
import { typography } from './typography';

/** The MUI theme for one colour mode: primitives -> palette/typography -> component overrides. */
export function createAppTheme(mode: ColorMode): Theme {
  return createTheme({
    palette: palettes[mode],
    typography,
    shape: { borderRadius: radius.sm },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased' },
          '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
        },
      },
      ...inputsOverrides,
      ...surfacesOverrides,
      ...navigationOverrides,
      ...feedbackOverrides,
      ...dataDisplayOverrides,
    },
  });
}
