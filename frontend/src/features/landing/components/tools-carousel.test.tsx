import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AI_TOOLS } from './ai-tools.ts';
import { AUTO_PLAY_OFF_TEXT, AUTO_PLAY_ON_TEXT, ToolsCarousel } from './tools-carousel.tsx';

function visibleTitles(): string[] {
  const list = screen.getByTestId('carousel-visible');
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

const titles = AI_TOOLS.map((tool) => tool.title);

function renderCarousel() {
  render(
    <MemoryRouter>
      <ToolsCarousel tools={AI_TOOLS} />
    </MemoryRouter>,
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('tools carousel', () => {
  test('shows three tools and advances one every 4000 ms', () => {
    renderCarousel();
    expect(visibleTitles()).toEqual(titles.slice(0, 3));
    expect(screen.getByRole('button', { name: AUTO_PLAY_ON_TEXT })).toBeTruthy();

    advance(3999);
    expect(visibleTitles()).toEqual(titles.slice(0, 3));
    advance(1);
    expect(visibleTitles()).toEqual(titles.slice(1, 4));
    advance(4000);
    expect(visibleTitles()).toEqual(titles.slice(2, 5));
  });

  test('wraps back to the start after the last three', () => {
    renderCarousel();
    advance(3 * 4000);
    expect(visibleTitles()).toEqual(titles.slice(3, 6));
    advance(4000);
    expect(visibleTitles()).toEqual(titles.slice(0, 3));
  });

  test('next stops auto-play and the toggle link resumes it', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next tools' }));
    expect(visibleTitles()).toEqual(titles.slice(1, 4));
    expect(screen.getByRole('button', { name: AUTO_PLAY_OFF_TEXT })).toBeTruthy();

    advance(20_000);
    expect(visibleTitles()).toEqual(titles.slice(1, 4));

    fireEvent.click(screen.getByRole('button', { name: AUTO_PLAY_OFF_TEXT }));
    expect(screen.getByRole('button', { name: AUTO_PLAY_ON_TEXT })).toBeTruthy();
    advance(4000);
    expect(visibleTitles()).toEqual(titles.slice(2, 5));
  });

  test('previous at the start wraps to the end and stops auto-play', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous tools' }));
    expect(visibleTitles()).toEqual(titles.slice(3, 6));
    advance(8000);
    expect(visibleTitles()).toEqual(titles.slice(3, 6));
    expect(screen.getByRole('button', { name: AUTO_PLAY_OFF_TEXT })).toBeTruthy();
  });

  test('a dot jumps to its position and stops auto-play', () => {
    renderCarousel();
    const dot = screen.getByRole('button', { name: 'Show tools 3 to 5' });
    fireEvent.click(dot);
    expect(visibleTitles()).toEqual(titles.slice(2, 5));
    expect(dot.getAttribute('aria-current')).toBe('true');
    advance(8000);
    expect(visibleTitles()).toEqual(titles.slice(2, 5));
  });

  test('the toggle link pauses auto-play', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: AUTO_PLAY_ON_TEXT }));
    advance(12_000);
    expect(visibleTitles()).toEqual(titles.slice(0, 3));
  });

  test('links each tool to its screen', () => {
    renderCarousel();
    advance(3 * 4000);
    const links = within(screen.getByTestId('carousel-visible')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assessment', '/reports', '/ai-tools']);
  });
});
