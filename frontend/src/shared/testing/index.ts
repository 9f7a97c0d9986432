export {
  renderWithProviders,
  renderSignedIn,
  TestProviders,
  type RenderWithProvidersOptions,
} from './render-with-providers';
export {
  installFakeNetwork,
  deferred,
  DEFAULT_ROUTES,
  type FakeNetwork,
  type FakeRequest,
  type FakeResponse,
  type FakeRoutes,
} from './fake-network';
export { makeUser, signedInAs } from './fixtures';
export { LocationProbe } from './location-probe';
