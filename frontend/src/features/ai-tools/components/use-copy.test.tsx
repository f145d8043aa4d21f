import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { COPIED_MARKER_MS, useCopyToClipboard } from './use-copy.ts';

let written: string[];

beforeEach(() => {
  vi.useFakeTimers();
  written = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: (text: string) => (written.push(text), Promise.resolve()) },
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCopyToClipboard', () => {
  test('the copied marker shows for 2 s after a copy', async () => {
    const { result } = renderHook(() => useCopyToClipboard());
    await act(() => result.current.copy('print(1)', 'Code copied to clipboard.'));
    expect(written).toEqual(['print(1)']);
    expect(result.current.copied).toBe(true);
    act(() => {
      vi.advanceTimersByTime(COPIED_MARKER_MS - 1);
    });
    expect(result.current.copied).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.copied).toBe(false);
    expect(COPIED_MARKER_MS).toBe(2000);
  });

  test('a refused copy shows no marker', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const { result } = renderHook(() => useCopyToClipboard());
    await act(() => result.current.copy('print(1)', 'Code copied to clipboard.'));
    expect(result.current.copied).toBe(false);
  });
});
