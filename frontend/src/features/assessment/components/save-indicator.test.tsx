import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { ApiError } from '../../../lib/api-client.ts';
import { SaveIndicator } from './save-indicator.tsx';

function showFailure(error: Error) {
  render(<SaveIndicator status="error" error={error} unsavedCount={1} onRetry={() => {}} />);
  return screen.getByRole('alert').textContent ?? '';
}

describe('a failed save says why', () => {
  test('the assessment was submitted meanwhile (ASSESSMENT_COMPLETED): its answers can no longer change', () => {
    const error = new ApiError('submitted', 409, ERROR_CODES.ASSESSMENT_COMPLETED);
    expect(showFailure(error)).toContain('already been submitted');
  });

  test("another refusal with the same status is not taken for that: the server's reason is shown", () => {
    const error = new ApiError('Another save changed these answers', 409, ERROR_CODES.CONFLICT);
    const text = showFailure(error);
    expect(text).toContain('Another save changed these answers');
    expect(text).not.toContain('already been submitted');
  });

  test('the session ended (401): sign in again', () => {
    expect(showFailure(new ApiError('Authentication required', 401, ERROR_CODES.UNAUTHORIZED))).toContain(
      'Sign in again',
    );
  });
});
