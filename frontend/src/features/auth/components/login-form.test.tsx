import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/api-client.ts';
import { sendJson, setPageOrigin, startLoopbackServer } from '../../../test/loopback-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CURRENT_USER_KEY } from '../api.ts';
import { LoginForm } from './login-form.tsx';
import { TEST_USER } from '../../../test/users.ts';
import { ERROR_CODES } from '@readiness/contracts/errors';

const USER = TEST_USER;

let server: Awaited<ReturnType<typeof startLoopbackServer>>;
let release: (() => void) | undefined;

beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    if (req.url === '/api/auth/user') return sendJson(res, 200, USER);
    const { password } = JSON.parse(req.body) as { password: string };
    const answer = () =>
      password === 'right-password'
        ? sendJson(res, 200, { user: USER, token: 'token-from-server' })
        : sendJson(res, 401, { error: 'Invalid email or password', code: ERROR_CODES.INVALID_CREDENTIALS });
    if (password === 'slow-password')
      release = () =>
        sendJson(res, 401, { error: 'Invalid email or password', code: ERROR_CODES.INVALID_CREDENTIALS });
    else answer();
  });
  setPageOrigin(server.origin);
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
});

describe('login form', () => {
  test('requires email and password and sends nothing until both are given', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    // The first press also loads the form's rules (lazy-validation.ts): the errors come once they are there.
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(server.requests).toHaveLength(0);

    await user.type(email, 'ada@example.com');
    expect(screen.queryByText('Email is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  test('asks for an email-format address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'whatever-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  test('shows Signing In... while pending and the server error in a toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'slow-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const pending = await screen.findByRole('button', { name: 'Signing In...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(release).toBeDefined());
    release?.();

    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/login' });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({
      email: 'ada@example.com',
      password: 'slow-password',
    });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  test('on success keeps the returned token, knows the user and says welcome back', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(screen.getByText('Welcome back!')).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-from-server');
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ firstName: 'Ada' });
  });
});
