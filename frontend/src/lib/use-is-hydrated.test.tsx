import { Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { startHydration, useIsHydrated } from './use-is-hydrated.ts';

const log: string[] = [];

function Shows() {
  const isHydrated = useIsHydrated();
  log.push(`render ${isHydrated ? 'hydrated' : 'markup'}`);
  useEffect(() => {
    if (isHydrated) return;
    log.push('hydrated markup committed');
    // What runs next on the main thread after the hydration's effects.
    queueMicrotask(() => log.push('main thread free'));
  }, [isHydrated]);
  return <p>{isHydrated ? 'the app runs' : 'the prerendered page'}</p>;
}

const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
beforeEach(() => {
  log.length = 0;
  actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
});
afterEach(() => {
  scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

test('an app rendered in the browser (not hydrated) is hydrated from its first render', () => {
  render(<Shows />);
  expect(screen.getByText('the app runs')).toBeTruthy();
  expect(log).toEqual(['render hydrated']);
});

test('the prerender and the hydration say false, then the app says true; the markup is adopted, and the second render waits for the main thread', async () => {
  const markup = renderToString(<Shows />);
  expect(markup).toContain('the prerendered page');
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const paragraph = container.querySelector('p');
  const errors: unknown[] = [];
  log.length = 0;

  // As in a browser: React schedules its own work (act would run it all at once, hiding the order).
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  startHydration();
  const root = hydrateRoot(container, <Shows />, { onRecoverableError: (error) => errors.push(error) });
  await waitFor(() => expect(container.textContent).toBe('the app runs'));

  expect(errors).toEqual([]);
  expect(container.querySelector('p')).toBe(paragraph);
  // Rendered again as a transition, in a task of its own, not at once inside the hydration's effects.
  expect(log).toEqual(['render markup', 'hydrated markup committed', 'main thread free', 'render hydrated']);

  // What mounts afterwards is hydrated from its first render.
  log.length = 0;
  render(<Shows />);
  expect(log).toEqual(['render hydrated']);
  root.unmount();
  container.remove();
});

function Page() {
  const isHydrated = useIsHydrated();
  return (
    <>
      <Shows />
      <Suspense fallback={<p>loading</p>}>
        {/* React hydrates a boundary's content in a pass of its own, after the rest has hydrated. */}
        <button type="submit" disabled={!isHydrated}>
          Sign In
        </button>
        <Shows />
      </Suspense>
    </>
  );
}

test("a Suspense boundary's content, hydrated after the rest, also adopts its markup, then says true", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  expect(container.querySelector('button')!.disabled).toBe(true);
  const errors: unknown[] = [];

  scope.IS_REACT_ACT_ENVIRONMENT = false;
  startHydration();
  const root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
  await waitFor(() => expect(container.querySelectorAll('p')[1]?.textContent).toBe('the app runs'));
  await waitFor(() => expect(container.querySelector('button')!.disabled).toBe(false));

  expect(errors).toEqual([]);
  expect(container.textContent).toBe('the app runsSign Inthe app runs');
  root.unmount();
  container.remove();
});
