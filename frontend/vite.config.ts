import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pagePreloads } from './page-preloads.ts';
import { precompress } from './precompress.ts';
import { firstPageModules } from './first-page-modules.ts';

const firstPage = firstPageModules();
/** The app's own shared modules and the icons (the 'shared' groups below). */
const SHARED_MODULE =
  /\/src\/(components(?!\/(profile-fields|tips\/|premium-upsell|delete-with-reason|download-button))|lib)\/|lucide-react/;

// The gateway serves dist/ and proxies /api; in `vite dev` we proxy to a gateway on :8080.
export default defineConfig({
  plugins: [react(), tailwindcss(), pagePreloads(), precompress(), firstPage.plugin],
  build: {
    // bundle-size.mjs reads the manifest to find the landing page's initial JS.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Small modules that several routes share (UI primitives, icons, helpers) go into one chunk rather than a
        // dozen sub-kilobyte files, each a request of its own.
        codeSplitting: {
          groups: [
            // The tabs and the Radix parts they use, apart from the other widgets: /auth and /whitelabel-deployment,
            // where a signed-out visitor lands, show tabs and no dialog, and in 'widgets' they fetched the dialogs'
            // code before they could paint (15 KB gzipped; Lighthouse's slow 4G, issue 26). The screens with
            // dialogs or radio groups fetch this small chunk with 'widgets'.
            {
              name: 'tabs',
              test: /\/src\/components\/ui\/tabs\.tsx|@radix-ui\/react-(tabs|roving-focus|collection|presence|use-callback-ref)/,
              minShareCount: 2,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // The other interactive primitives (dialogs, checkboxes, radio groups, progress) and the Radix parts
            // only they use are shared by the signed-in screens, not by the landing page: in the 'shared' chunk
            // they cost the landing page 22 KB gzipped and broke its 170 KB budget. Their own dependencies
            // (Radix's slot, refs) are left to the groups below, which the landing page loads anyway.
            {
              name: 'widgets',
              test: /\/src\/components\/ui\/(dialog|checkbox|radio-group|progress)\.tsx|@radix-ui\/react-(dialog|checkbox|radio-group|progress|focus-scope|dismissable-layer|portal|focus-guards)|react-remove-scroll|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton/,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The app's own shared modules and the icons, with what they import: none may import zod (the
            // contracts' schemas), or every page, the landing page first, fetches it with them.
            // The profile form (settings, admin users) imports the contracts' lists and zod with them, and the tips
            // and the premium upsell are signed-in screens' only: left out, so the landing page does not fetch them;
            // the download button too (it imports sonner, which the landing page loads only lazily).
            // Split in two (first-page-modules.ts): what the pages a signed-out visitor lands on run ('shared') and
            // what only the other screens do ('screens'), so those pages do not fetch the signed-in screens' alerts,
            // summary cards and some fifty icons (the landing page 149.4 → 145.7 KB, /auth 156.1 → 152.9 KB).
            {
              name: 'shared',
              // The contracts' small modules those pages run too (the formatting, the plans), or 'screens' would
              // take them along with its own modules that import them.
              test: (id: string) =>
                firstPage.has(id) && (SHARED_MODULE.test(id) || /\/libs\/contracts\/src\//.test(id)),
              minShareCount: 2,
              priority: 1,
            },
            {
              name: 'screens',
              test: (id: string) => SHARED_MODULE.test(id) && !firstPage.has(id),
              minShareCount: 2,
              // After 'shared' has taken its modules with theirs (React DOM among them): this one takes the rest.
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: process.env.GATEWAY_URL ?? 'http://localhost:8080', changeOrigin: false } },
  },
});
