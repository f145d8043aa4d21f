import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { toast as sonner } from 'sonner';
import { forgetReportedPages } from '../lib/use-page-views.ts';

// findBy*/waitFor give a screen 1 s by default; a lazy route's first load on a busy two-core machine can take
// longer (4 s was not enough at a load average of 20). A screen that never appears still fails, 10 s later.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks ResizeObserver, which Radix primitives (radio groups, checkboxes) use to measure themselves.
// Browsers all have it; the browser tests cover real layout.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

const MOUNTED = Symbol.for('readiness.test.mountedQueryClients');

/**
 * Every query client a test's screen mounted (AppProviders, renderWithProviders, a test's own). Unmounting a screen
 * leaves its client, and what still holds it keeps working: waitForTier (features/billing/api.ts) reads the current
 * user again for up to 10 s after a payment or a refund. The files of a worker share one jsdom, so a relative URL
 * then reaches whichever file's server the page points at by that time (CI saw a stray GET /api/auth/user fail
 * register-form.test.tsx). Emptying the clients after each test leaves such a loop nothing to read again.
 */
function mountedQueryClients(): Set<QueryClient> {
  // Kept on the class, not in this file: the setup runs again for each file, the class is loaded once per worker.
  const prototype = QueryClient.prototype as QueryClient & { [MOUNTED]?: Set<QueryClient> };
  if (prototype[MOUNTED]) return prototype[MOUNTED];
  const clients = new Set<QueryClient>();
  const mount = Object.getOwnPropertyDescriptor(prototype, 'mount')!.value as (this: QueryClient) => void;
  prototype.mount = function (this: QueryClient) {
    clients.add(this);
    mount.call(this);
  };
  prototype[MOUNTED] = clients;
  return clients;
}
const queryClients = mountedQueryClients();

afterEach(() => {
  cleanup();
  for (const client of queryClients) client.clear();
  queryClients.clear();
  // sonner keeps its toasts in its module, which the files of a worker share, and a Toaster replays the ones still
  // active when it mounts: a toast one test left on screen would appear in the next file's app, whose first change
  // of page then dismisses it and starts a removal timer that can outlive that file's window (CI saw "window is
  // not defined" three times). With every Toaster unmounted, dismissing them all starts no timer.
  sonner.dismiss();
  // Test files share their worker's modules (vitest.config.ts): what one test's tab reported is not the next's.
  forgetReportedPages();
  // The files of a worker share one jsdom as well as their modules: a screen's title is not the next file's.
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
});
