import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/api-client.ts';
import { sendJson, setPageOrigin, startLoopbackServer } from '../../../test/loopback-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RegisterForm } from './register-form.tsx';
import { ERROR_CODES } from '@readiness/contracts/errors';

let server: Awaited<ReturnType<typeof startLoopbackServer>>;

beforeAll(async () => {
  server = await startLoopbackServer((_req, res) =>
    sendJson(res, 409, { error: 'An account with this email already exists', code: ERROR_CODES.EMAIL_TAKEN }),
  );
  setPageOrigin(server.origin);
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
});

function form() {
  return screen.getByRole('form', { name: 'Create account' });
}

describe('register form', () => {
  test('requires first name, last name, email and password; company and job title are optional', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    // The first press also loads the form's rules (lazy-validation.ts): the errors come once they are there.
    const errors = (await within(form()).findAllByText(/is required$/)).map((node) => node.textContent);
    expect(errors).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
    ]);
    expect(screen.getByLabelText('Company (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Job title (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(server.requests).toHaveLength(0);
  });

  test("applies the contract's password length before sending", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  test('sends the registration with empty industry and company size and shows a refusal in a toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await user.type(screen.getByLabelText('First name'), ' Ada ');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'analytical-engine-1843');
    await user.type(screen.getByLabelText('Job title (optional)'), 'Analyst');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByText('An account with this email already exists')).toBeTruthy();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/register' });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical-engine-1843',
      company: '',
      jobTitle: 'Analyst',
      industry: '',
      companySize: '',
    });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
