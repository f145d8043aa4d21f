import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { sendJson, setPageOrigin, startLoopbackServer } from '../../../test/loopback-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

// The forms' rules (validation.ts) load on demand; here their loading is held until the test lets it finish. The
// module keeps what it loaded for the rest of the file, so this file holds one test.
const rules = vi.hoisted(() => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release: () => release() };
});
vi.mock('./validation.ts', async (importOriginal) => {
  await rules.held;
  return importOriginal();
});

let server: Awaited<ReturnType<typeof startLoopbackServer>>;

beforeAll(async () => {
  server = await startLoopbackServer((req, res) =>
    req.url === '/api/auth/register'
      ? sendJson(res, 409, {
          error: 'An account with this email already exists',
          code: ERROR_CODES.EMAIL_TAKEN,
        })
      : sendJson(res, 401, { error: 'Invalid email or password', code: ERROR_CODES.INVALID_CREDENTIALS }),
  );
  setPageOrigin(server.origin);
});

afterAll(async () => {
  await server.close();
});

const posts = (url: string) =>
  server.requests.filter((request) => request.method === 'POST' && request.url === url);
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('a form whose rules are still loading', () => {
  test('sends once however often its button is pressed meanwhile (sign-in and registration)', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LoginForm />
        <RegisterForm />
      </>,
    );
    // Pasting focuses each field first: the first focus starts the rules' loading, which is held.
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    const login = within(screen.getByRole('form', { name: 'Sign in' }));
    await fill(login.getByLabelText('Email'), 'ada@example.com');
    await fill(login.getByLabelText('Password'), 'a-password');
    const register = within(screen.getByRole('form', { name: 'Create account' }));
    await fill(register.getByLabelText('First name'), 'Ada');
    await fill(register.getByLabelText('Last name'), 'Lovelace');
    await fill(register.getByLabelText('Email'), 'ada@example.com');
    await fill(register.getByLabelText('Password'), 'analytical-engine-1843');

    // Each button pressed twice before the rules arrive.
    await user.click(login.getByRole('button', { name: 'Sign In' }));
    await user.click(login.getByRole('button', { name: 'Sign In' }));
    await user.click(register.getByRole('button', { name: 'Create Account' }));
    await user.click(register.getByRole('button', { name: 'Create Account' }));
    await settle();
    expect(server.requests).toHaveLength(0);

    rules.release();
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    await settle();
    expect(posts('/api/auth/login')).toHaveLength(1);
    expect(posts('/api/auth/register')).toHaveLength(1);
  }, 30_000);
});
