import { useEffect, type ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { SlotProvider } from '../shared/manifest';
import { selectColorMode } from '../shared/theme/color-mode-slice';
import { registry } from './feature-registry';
import type { AppStore } from './store';

/**
 * Puts the colour mode on <html data-color-mode>, so pages and loaders drawn without MUI
 * (app/base.css custom properties) follow it as the MUI theme does.
 */
function ColorModeAttribute() {
  const mode = useSelector(selectColorMode);
  useEffect(() => {
    document.documentElement.dataset.colorMode = mode;
  }, [mode]);
  return null;
}

/**
 * Store and slots. The MUI theme and the toasts are not here: they load with the first
 * page that needs them (app/routing/themed.tsx), so the landing page stays MUI-free.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ColorModeAttribute />
      <SlotProvider slots={registry.slots}>{children}</SlotProvider>
    </Provider>
  );
}
