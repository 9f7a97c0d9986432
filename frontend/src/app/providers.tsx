import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SlotProvider } from '../shared/manifest';
import { AppThemeProvider } from '../shared/theme';
import { Toaster } from '../shared/ui';
import { registry } from './feature-registry';
import type { AppStore } from './store';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AppThemeProvider>
        <SlotProvider slots={registry.slots}>
          {children}
          <Toaster />
        </SlotProvider>
      </AppThemeProvider>
    </Provider>
  );
}
