import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureAppStore } from '../../store';
import { sessionApi } from '../../session/session-api';
import { installFakeNetwork, makeUser, type FakeNetwork } from '../../testing';
import { baseApi, REQUEST_TIME_LIMIT_MS } from '../base-api';
import { describeError, errorMessage, formatHttpErrorMessage } from '../api-error';

// A test-only endpoint with a body, to check headers.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    echo: build.mutation<unknown, { value: string }>({
      query: (body) => ({ url: '/echo', method: 'POST', body }),
    }),
    probe: build.query<unknown, void>({ query: () => '/probe' }),
  }),
});

let network: FakeNetwork;
beforeEach(() => {
  network = installFakeNetwork();
});

describe('formatHttpErrorMessage', () => {
  it('is "<status>: <body text>", or the status text when the body is empty', () => {
    expect(formatHttpErrorMessage(409, '{"message":"x"}', 'Conflict')).toBe('409: {"message":"x"}');
    expect(formatHttpErrorMessage(500, '', 'Internal Server Error')).toBe(
      '500: Internal Server Error',
    );
  });
});

describe('base API', () => {
  it('fails with the spec §8 message: status, colon, space, raw body text', async () => {
    const body = {
      statusCode: 409,
      message: 'An account with this email already exists',
      error: 'Conflict',
    };
    network.on('POST /api/echo', { status: 409, body });
    const store = configureAppStore();
    const result = await store.dispatch(probeApi.endpoints.echo.initiate({ value: 'a' }));
    expect('error' in result).toBe(true);
    const error = 'error' in result ? result.error : undefined;
    expect(errorMessage(error)).toBe(`409: ${JSON.stringify(body)}`);
    expect(describeError(error)).toBe('An account with this email already exists');
  });

  it('uses the status text when the error body is empty', async () => {
    network.on('GET /api/probe', { status: 503, statusText: 'Service Unavailable' });
    const store = configureAppStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(errorMessage(result.error)).toBe('503: Service Unavailable');
  });

  it("says a proxy's HTML error page in words, not as markup", async () => {
    network.on('GET /api/probe', {
      status: 503,
      body: '<html><body><h1>503 Service Unavailable</h1></body></html>',
    });
    const store = configureAppStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(errorMessage(result.error)).toBe(
      '503: <html><body><h1>503 Service Unavailable</h1></body></html>',
    ); // spec §8's message is kept as is
    expect(describeError(result.error)).toBe(
      'Lodestar is not answering right now (503). Please try again in a moment.',
    );
  });

  it('says in plain words that the server could not be reached', async () => {
    network.on('GET /api/probe', () => {
      throw new TypeError('Failed to fetch');
    });
    const store = configureAppStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(describeError(result.error)).toBe(
      'Lodestar could not reach the server. Check your connection and try again.',
    );
  });

  it('gives up on a request unanswered for 30 s and says so in plain words', async () => {
    jest.useFakeTimers();
    try {
      network.on(
        'GET /api/probe',
        ({ signal }) =>
          new Promise((_resolve, reject) => {
            signal.addEventListener('abort', () => reject(signal.reason));
          }),
      );
      const store = configureAppStore();
      const pending = store.dispatch(probeApi.endpoints.probe.initiate());
      await jest.advanceTimersByTimeAsync(REQUEST_TIME_LIMIT_MS - 1);
      expect(store.getState().api.queries['probe(undefined)']?.status).toBe('pending');
      await jest.advanceTimersByTimeAsync(1);
      const result = await pending;
      expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
      expect(describeError(result.error)).toBe(
        'The server took too long to answer. Check your connection and try again.',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a plain-text error body as it is', async () => {
    network.on('GET /api/probe', { status: 502, body: 'Bad gateway upstream' });
    const store = configureAppStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(errorMessage(result.error)).toBe('502: Bad gateway upstream');
  });

  it('joins array messages for people', async () => {
    network.on('POST /api/echo', {
      status: 400,
      body: {
        statusCode: 400,
        message: ['email must be an email', 'password is too short'],
        error: 'Bad Request',
      },
    });
    const store = configureAppStore();
    const result = await store.dispatch(probeApi.endpoints.echo.initiate({ value: 'a' }));
    expect(describeError('error' in result ? result.error : undefined)).toBe(
      'email must be an email. password is too short',
    );
  });

  it('sends cookies, relative /api URLs, and a JSON content type only with a body', async () => {
    network.on('POST /api/echo', { status: 200, body: { ok: true } });
    network.on('POST /api/logout', { status: 204 });
    const store = configureAppStore();
    await store.dispatch(probeApi.endpoints.echo.initiate({ value: 'a' }));
    await store.dispatch(sessionApi.endpoints.logout.initiate());

    const [echo] = network.callsTo('POST /api/echo');
    expect(echo!.url.origin).toBe(window.location.origin);
    expect(echo!.headers.get('content-type')).toBe('application/json');
    expect(echo!.body).toEqual({ value: 'a' });
    const [logout] = network.callsTo('POST /api/logout');
    expect(logout!.headers.get('content-type')).toBeNull();
    const request = network.fetch.mock.calls[0]![0] as Request;
    expect(request.credentials).toBe('include');
  });

  it('answers a 204 with null', async () => {
    network.on('POST /api/logout', { status: 204 });
    const store = configureAppStore();
    const result = await store.dispatch(sessionApi.endpoints.logout.initiate());
    expect(result).toEqual({ data: null });
  });
});

describe('getCurrentUser', () => {
  it('returns null on 401 instead of failing', async () => {
    const store = configureAppStore();
    const result = await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(result.data).toBeNull();
    expect(result.isError).toBe(false);
  });

  it('returns the user when signed in', async () => {
    const user = makeUser();
    network.on('GET /api/auth/user', { status: 200, body: user });
    const store = configureAppStore();
    const result = await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(result.data).toEqual(user);
  });

  it('fails on other errors, without retrying', async () => {
    network.on('GET /api/auth/user', { status: 500, body: 'boom' });
    const store = configureAppStore();
    const result = await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(errorMessage(result.error)).toBe('500: boom');
    expect(network.callsTo('GET /api/auth/user')).toHaveLength(1);
  });
});
