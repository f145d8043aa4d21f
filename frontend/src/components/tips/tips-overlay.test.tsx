import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TQuestionBankCounts } from '@readiness/contracts/assessment';
import { TipsOverlay } from './tips-overlay.tsx';
import { filterTipsByLevel, TIPS, type Tip, type TipCategory } from './tips.ts';

const SEED_BANK: Omit<TQuestionBankCounts, 'bankVersion'> = {
  full: 75,
  quick: 15,
  dimensions: 15,
  perDimension: { min: 5, max: 5 },
};
/** The live bank's counts as GET /api/questions/counts gives them (stubbed, so the only timers are the overlay's). */
let liveCounts = SEED_BANK;
vi.mock('../../lib/question-counts.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/question-counts.ts')>()),
  useQuestionCounts: () => liveCounts,
}));

function tip(id: string, category: TipCategory, delay?: number): Tip {
  return {
    id,
    title: `Title ${id}`,
    content: `Content ${id}`,
    category,
    icon: 'lightbulb',
    position: 'bottom',
    delay,
  };
}

const ALL_CATEGORIES: Tip[] = [
  tip('t', 'tip', 1500),
  tip('i', 'insight', 2000),
  tip('w', 'warning', 3000),
  tip('f', 'feature', 4000),
  tip('s', 'strategy', 6000),
];

/** A page with a heading, where a tip without a target of its own points. */
const renderOnPage = (ui: ReactElement) =>
  render(
    <main>
      <h1>Page</h1>
      <section data-tip-target="the-form">The form</section>
      {ui}
    </main>,
  );

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function shownTitles(): string[] {
  return screen.queryAllByRole('group').map((group) => group.getAttribute('data-tip-id') ?? '');
}

/** Advances time in small steps and returns every tip that was on screen, in order of appearance. */
function watchTips(totalMs: number): string[] {
  const seen: string[] = [];
  for (let elapsed = 0; elapsed < totalMs; elapsed += 250) {
    advance(250);
    for (const id of shownTitles()) if (!seen.includes(id)) seen.push(id);
  }
  return seen;
}

beforeEach(() => {
  liveCounts = SEED_BANK;
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('filterTipsByLevel', () => {
  test('beginner sees every tip, intermediate all but tips, advanced only strategy and insight', () => {
    expect(filterTipsByLevel(ALL_CATEGORIES, 'beginner').map((t) => t.id)).toEqual(['t', 'i', 'w', 'f', 's']);
    expect(filterTipsByLevel(ALL_CATEGORIES, 'intermediate').map((t) => t.id)).toEqual(['i', 'w', 'f', 's']);
    expect(filterTipsByLevel(ALL_CATEGORIES, 'advanced').map((t) => t.id)).toEqual(['i', 's']);
  });

  test('the dashboard has tips for beginners and for intermediate users, with delays of 1.5 to 6 s', () => {
    expect(filterTipsByLevel(TIPS.dashboard, 'intermediate').length).toBeGreaterThan(0);
    expect(TIPS.dashboard.some((t) => t.category === 'tip')).toBe(true);
    for (const t of Object.values(TIPS).flat()) {
      expect(t.delay ?? 2000).toBeGreaterThanOrEqual(1500);
      expect(t.delay ?? 2000).toBeLessThanOrEqual(6000);
    }
  });
});

describe('TipsOverlay', () => {
  test.each([
    ['beginner', ['t', 'i', 'w', 'f', 's']],
    ['intermediate', ['i', 'w', 'f', 's']],
    ['advanced', ['i', 's']],
  ] as const)('shows a %s only the tips of that level', (level, expected) => {
    renderOnPage(<TipsOverlay context="dashboard" userLevel={level} tips={ALL_CATEGORIES} />);
    expect(watchTips(60_000)).toEqual(expected);
  });

  test('shows one tip at a time: a tip that falls due while another shows waits for it', () => {
    renderOnPage(
      <TipsOverlay
        context="dashboard"
        userLevel="beginner"
        tips={[tip('a', 'tip', 1000), tip('b', 'insight', 2000)]}
      />,
    );
    advance(2000);
    expect(shownTitles()).toEqual(['a']);
    advance(7000); // a has been on screen for 8 s
    expect(shownTitles()).toEqual(['b']);
    advance(7999);
    expect(shownTitles()).toEqual(['b']);
    advance(1);
    expect(shownTitles()).toEqual([]);
  });

  test('dismissing the tip on screen brings the next one due', () => {
    renderOnPage(
      <TipsOverlay
        context="dashboard"
        userLevel="beginner"
        tips={[tip('a', 'tip', 1000), tip('b', 'insight', 2000)]}
      />,
    );
    advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(shownTitles()).toEqual(['b']);
  });

  test('a tip appears after its delay and hides itself 8 s later', () => {
    renderOnPage(<TipsOverlay context="dashboard" userLevel="beginner" tips={[tip('a', 'tip', 1500)]} />);
    advance(1499);
    expect(screen.queryByText('Title a')).toBeNull();
    advance(1);
    expect(screen.getByText('Title a')).toBeTruthy();
    expect(screen.getByText('Content a')).toBeTruthy();
    advance(7999);
    expect(screen.getByText('Title a')).toBeTruthy();
    advance(1);
    expect(screen.queryByText('Title a')).toBeNull();
    advance(60_000);
    expect(screen.queryByText('Title a')).toBeNull();
  });

  test('a tip without a delay appears after 2 s', () => {
    renderOnPage(<TipsOverlay context="dashboard" userLevel="beginner" tips={[tip('d', 'insight')]} />);
    advance(1999);
    expect(screen.queryByText('Title d')).toBeNull();
    advance(1);
    expect(screen.getByText('Title d')).toBeTruthy();
  });

  test('"Got it" dismisses a tip and cancels its timers', () => {
    renderOnPage(
      <TipsOverlay
        context="dashboard"
        userLevel="beginner"
        tips={[tip('a', 'tip', 1000), tip('b', 'insight', 5000)]}
      />,
    );
    advance(1000);
    expect(shownTitles()).toEqual(['a']);
    // Pending: b's appearance and a's auto-hide.
    expect(vi.getTimerCount()).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    advance(0); // let React finish its own scheduled work, so only the overlay's timers remain
    expect(shownTitles()).toEqual([]);
    expect(vi.getTimerCount()).toBe(1);

    advance(4000);
    expect(shownTitles()).toEqual(['b']);
  });

  test('the close icon dismisses a tip, and a dismissed tip stays dismissed for the session', () => {
    const tips = [tip('a', 'tip', 1000), tip('b', 'insight', 3000)];
    const first = renderOnPage(<TipsOverlay context="dashboard" userLevel="beginner" tips={tips} />);
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss tip: Title a' }));
    expect(screen.queryByText('Title a')).toBeNull();
    first.unmount();

    renderOnPage(<TipsOverlay context="dashboard" userLevel="beginner" tips={tips} />);
    advance(10_000);
    expect(screen.queryByText('Title a')).toBeNull();
    expect(screen.getByText('Title b')).toBeTruthy();
  });

  test('a tip that only hid itself comes back on the next visit', () => {
    const tips = [tip('a', 'tip', 1000)];
    const first = renderOnPage(<TipsOverlay context="dashboard" userLevel="beginner" tips={tips} />);
    advance(1000 + 8000);
    expect(screen.queryByText('Title a')).toBeNull();
    first.unmount();
    renderOnPage(<TipsOverlay context="dashboard" userLevel="beginner" tips={tips} />);
    advance(1000);
    expect(screen.getByText('Title a')).toBeTruthy();
  });

  test('auto-hide waits while the pointer is on the tip', () => {
    renderOnPage(<TipsOverlay context="dashboard" userLevel="beginner" tips={[tip('a', 'tip', 1000)]} />);
    advance(1000);
    const card = screen.getByRole('group', { name: 'Title a' });
    fireEvent.mouseEnter(card);
    advance(20_000);
    expect(screen.getByText('Title a')).toBeTruthy();
    fireEvent.mouseLeave(card);
    advance(8000);
    expect(screen.queryByText('Title a')).toBeNull();
  });

  test('unmounting cancels every pending timer', () => {
    const view = renderOnPage(<TipsOverlay context="dashboard" userLevel="beginner" tips={ALL_CATEGORIES} />);
    advance(1500);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('says the live bank’s counts, not a literal 75 or 15 (an admin added a question: 76)', () => {
    const [premium] = TIPS.dashboard.filter((candidate) => candidate.id === 'dashboard-first-assessment');
    const [free] = TIPS.dashboard.filter((candidate) => candidate.id === 'dashboard-first-assessment-free');
    liveCounts = { ...SEED_BANK, full: 76, perDimension: { min: 5, max: 6 } };
    const first = renderOnPage(
      <TipsOverlay
        context="dashboard"
        userLevel="beginner"
        audience="premium"
        tips={[{ ...premium!, delay: 1000, target: 'the-form' }]}
      />,
    );
    advance(1000);
    expect(screen.getByText(/full 76-question assessment/)).toBeTruthy();
    expect(screen.queryByText(/75/)).toBeNull();
    first.unmount();
    liveCounts = { ...SEED_BANK, quick: 14, dimensions: 14 };
    renderOnPage(
      <TipsOverlay
        context="dashboard"
        userLevel="beginner"
        audience="free"
        tips={[{ ...free!, id: 'free', delay: 1000, target: 'the-form' }]}
      />,
    );
    advance(1000);
    expect(screen.getByText(/The 14-question quick assessment/)).toBeTruthy();
  });

  test('a tip with no clear side goes right under what it explains, in the page’s flow', () => {
    renderOnPage(
      <TipsOverlay
        context="dashboard"
        userLevel="beginner"
        tips={[{ ...tip('a', 'tip', 1500), target: 'the-form' }, tip('b', 'tip', 1500)]}
      />,
    );
    advance(1500);
    const card = screen.getByRole('group', { name: 'Title a' });
    // jsdom lays nothing out, so no side is clear: the card follows its target.
    expect(card.parentElement?.previousElementSibling).toBe(screen.getByText('The form'));
    expect(card.getAttribute('data-tip-side')).toBe('in-flow');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    // Without a target of its own, under the page's heading; the first one's place is gone with it.
    const second = screen.getByRole('group', { name: 'Title b' });
    expect(second.parentElement?.previousElementSibling).toBe(screen.getByRole('heading', { name: 'Page' }));
    expect(document.querySelectorAll('[data-tip-host]')).toHaveLength(1);
  });

  test('a tip about something not on this screen gives its turn to the next one', () => {
    renderOnPage(
      <TipsOverlay
        context="dashboard"
        userLevel="beginner"
        tips={[{ ...tip('a', 'tip', 1500), target: 'another-tab' }, tip('b', 'tip', 1500)]}
      />,
    );
    advance(1500);
    expect(screen.queryByRole('group', { name: 'Title a' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Title b' })).toBeTruthy();
  });
});
