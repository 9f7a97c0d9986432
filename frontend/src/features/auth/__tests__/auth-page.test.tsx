import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { browser } from '../../../shared/lib';
import {
  deferred,
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  type FakeNetwork,
  type FakeResponse,
} from '../../../shared/testing';
import AuthPage from '../pages/auth-page';

let network: FakeNetwork;
let assign: jest.SpiedFunction<typeof browser.assign>;

beforeEach(() => {
  network = installFakeNetwork();
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
});

async function fillSignIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
}

describe('/auth page', () => {
  it("shows 'Sign In' and 'Sign Up' tabs, Sign In selected, with labelled fields", async () => {
    const { user } = renderWithProviders(<AuthPage />, { route: '/auth' });
    const signIn = await screen.findByRole('tab', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'First name' })).not.toBeRequired();
    expect(within(panel).getByRole('textbox', { name: 'Last name' })).not.toBeRequired();
    expect(within(panel).getByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(within(panel).getByLabelText('Password')).toBeRequired();
    expect(within(panel).getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it("shows 'Signing in...' while pending, then 'Login failed' / 'Invalid email or password'", async () => {
    const gate = deferred<FakeResponse>();
    network.on('POST /api/login', () => gate.promise);
    const { user } = renderWithProviders(<AuthPage />, { route: '/auth' });
    await screen.findByRole('tab', { name: 'Sign In' });
    await fillSignIn(user);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const pending = await screen.findByRole('button', { name: 'Signing in...' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    await user.click(pending); // kept enabled for the focus, it sends nothing twice
    expect(network.callsTo('POST /api/login')).toHaveLength(1);
    expect(network.callsTo('POST /api/login')[0]!.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      rememberMe: true,
    });

    // Whatever the server says, the toast reads the same.
    gate.resolve({
      status: 401,
      body: { statusCode: 401, message: 'Wrong password for ada', error: 'Unauthorized' },
    });
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Login failed')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a refused sign-in (429) says why in the server words, or waits a few minutes', async () => {
    network.on('POST /api/login', {
      status: 429,
      body: {
        statusCode: 429,
        message: 'The server is busy signing people in. Try again in a moment.',
        error: 'Too Many Requests',
      },
    });
    const { user } = renderWithProviders(<AuthPage />, { route: '/auth' });
    await screen.findByRole('tab', { name: 'Sign In' });
    await fillSignIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('alert');
    expect(within(busy).getByText('Login failed')).toBeInTheDocument();
    expect(
      within(busy).getByText('The server is busy signing people in. Try again in a moment.'),
    ).toBeInTheDocument();

    network.on('POST /api/login', { status: 429, body: '' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText(
        'Too many sign-in attempts. Please wait a few minutes and try again.',
      ),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('after signing in, caches the user and goes to a safe next path', async () => {
    const user0 = makeUser();
    network.on('POST /api/login', { status: 200, body: user0 });
    const { user, store } = renderWithProviders(<AuthPage />, {
      route: '/auth?next=%2Fgoals%3Fcategory%3Dhealth',
    });
    await screen.findByRole('tab', { name: 'Sign In' });
    await fillSignIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/goals?category=health'));
    const cached = (store.getState() as { api: { queries: Record<string, { data?: unknown }> } })
      .api.queries;
    expect(
      Object.values(cached).some((entry) => JSON.stringify(entry.data) === JSON.stringify(user0)),
    ).toBe(true);
  });

  it('ignores a foreign next and goes to /', async () => {
    network.on('POST /api/login', { status: 200, body: makeUser() });
    const { user } = renderWithProviders(<AuthPage />, {
      route: '/auth?next=https%3A%2F%2Fevil.example',
    });
    await screen.findByRole('tab', { name: 'Sign In' });
    await fillSignIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it("shows 'Creating account...' while pending, then 'Registration failed' with the server's message", async () => {
    const gate = deferred<FakeResponse>();
    network.on('POST /api/register', () => gate.promise);
    const { user } = renderWithProviders(<AuthPage />, { route: '/auth' });
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), ' Ada ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(network.callsTo('POST /api/register')[0]!.body).toEqual({
      email: 'ada@example.com',
      password: 'long enough',
      firstName: 'Ada',
      lastName: '',
    });

    gate.resolve({
      status: 409,
      body: {
        statusCode: 409,
        message: 'An account with this email already exists',
        error: 'Conflict',
      },
    });
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Registration failed')).toBeInTheDocument();
    expect(
      within(toast).getByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps what was typed in each tab when switching, and the email in both', async () => {
    const { user } = renderWithProviders(<AuthPage />, { route: '/auth' });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'sign-in secret');
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.getByLabelText('Password')).toHaveValue('sign-in secret');
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  });

  it('says a refused password as a sentence, not in the API field name', async () => {
    network.on('POST /api/register', {
      status: 400,
      body: {
        statusCode: 400,
        message: 'password is one of the most common passwords; choose another',
        error: 'Bad Request',
      },
    });
    const { user } = renderWithProviders(<AuthPage />, { route: '/auth' });
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const toast = await screen.findByRole('alert');
    expect(
      within(toast).getByText('The password is one of the most common passwords; choose another.'),
    ).toBeInTheDocument();
  });

  it('measures the password as the server does: six accented letters are long enough, three plain ones are not', async () => {
    const { user } = renderWithProviders(<AuthPage />, { route: '/auth' });
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    await user.type(password, 'abc');
    expect(password.checkValidity()).toBe(false);
    expect(password.validationMessage).toBe('Use at least 8 characters.');
    await user.clear(password);
    await user.type(password, 'éééééé'); // 6 characters, 12 bytes
    expect(password.checkValidity()).toBe(true);
    await user.clear(password);
    await user.type(password, 'é'.repeat(37)); // 74 bytes: bcrypt would cut it
    expect(password.checkValidity()).toBe(false);
    expect(password.validationMessage).toMatch(/^Use at most 72 characters/);
  });

  it('registers and goes to /', async () => {
    network.on('POST /api/register', { status: 201, body: makeUser() });
    const { user } = renderWithProviders(<AuthPage />, { route: '/auth' });
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });
});
