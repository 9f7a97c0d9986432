export {
  configureAppStore,
  type AppStore,
  type AppDispatch,
  type AppStartListening,
  type ListenerRegistration,
  type AppStoreOptions,
} from './configure-app-store';
export { useAppDispatch } from './hooks';
