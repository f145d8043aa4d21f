import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  // Test files share their worker's modules (vitest.config.ts): what one test's tab reported is not the next's.
  forgetReportedPages();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
