import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Set just before the browser hydrates a prerendered page (main.tsx); cleared once the first component hydrated
 * with it has rendered again as hydrated.
 */
let adoptingMarkup = false;

/** Called just before hydrating a prerendered page. */
export function startHydration(): void {
  adoptingMarkup = true;
}

const subscribeToNothing = () => () => {};
const isAdoptingMarkup = () => adoptingMarkup;
const inPrerenderOrHydration = () => true;

/**
 * False in the build's prerender of a landing page (src/prerender.tsx) and while the browser hydrates that markup,
 * true in every other render. For what must not be in the prerendered markup, or must behave differently before the
 * app runs: hydration must find the markup it would have made itself, or it throws it away and reports an error.
 *
 * React tells a render that hydrates: it reads the server snapshot then, in each part of the page, including the
 * content of a Suspense boundary, which it hydrates in a pass of its own after the rest. Once hydrated, the
 * components that said false render again with true as a transition, which React does in slices between the
 * browser's own work. Had the browser's snapshot differed from the server's, React would have rendered them again
 * at once, in one task that blocks input (issue 26, total blocking time: 80 to 110 ms of a slow phone's main thread
 * on /auth); so until that transition is done, the browser's snapshot says the same as the server's. Either way the
 * answer is right: a part hydrated after the snapshot changed is rendered again at once, as before.
 */
export function useIsHydrated(): boolean {
  const hydrating = useSyncExternalStore(subscribeToNothing, isAdoptingMarkup, inPrerenderOrHydration);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (hydrating) startTransition(() => setHydrated(true));
  }, [hydrating]);
  useEffect(() => {
    if (hydrated) adoptingMarkup = false;
  }, [hydrated]);
  return !hydrating || hydrated;
}
