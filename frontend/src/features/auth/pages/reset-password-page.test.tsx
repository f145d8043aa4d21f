import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { sendJson } from '../../../test/loopback-server.ts';
import { renderApp, useTestApi } from '../../../test/test-app.tsx';

const api = useTestApi();

describe('the password reset link, used again', () => {
  test('says why once and offers one link to ask for a new one', async () => {
    api.state.user = null;
    api.state.routes = {
      // The auth service's refusal of a used, expired or replaced link (INVALID_RESET_LINK).
      'POST /api/auth/password-reset': (_req, res) =>
        sendJson(res, 400, {
          error:
            'This password reset link is not valid: it was already used, it expired, or a newer one was sent. Ask for a new link.',
          code: 'VALIDATION_FAILED',
        }),
    };
    renderApp('/reset-password?token=a-single-use-token-already-used-0123456789');
    const slow = { timeout: 15_000 };
    const password = await screen.findByLabelText('New password', { exact: true }, slow);
    fireEvent.change(password, { target: { value: 'another fine passphrase' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), {
      target: { value: 'another fine passphrase' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toMatch(
      /^This password reset link is not valid: .* a newer one was sent\. Ask for a new link$/,
    );
    expect(alert.textContent?.match(/Ask for a new link/g)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
