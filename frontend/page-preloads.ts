import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { prerenderPages } from './prerender-pages.ts';

/**
 * The pages a signed-out visitor lands on, with the modules their screen is made of (the router loads each
 * lazily: src/app/router.tsx). Keep in step with the router when one of these screens moves.
 */
export const LANDING_PAGES: Record<string, string[]> = {
  '/': ['src/features/landing/pages/landing-page.tsx'],
  '/auth': ['src/features/auth/pages/auth-page.tsx'],
  '/whitelabel-deployment': [
    'src/components/layout/public-layout.tsx',
    'src/features/whitelabel/pages/whitelabel-page.tsx',
  ],
};

/**
 * Where the build writes a page's own copies of index.html: `/auth` → `pages/auth.html` (with the page prerendered,
 * for a signed-out visitor) and `pages/auth.shell.html` (an empty root, for a visitor who may be signed in); `/` →
 * `pages/index.html` and `pages/index.shell.html`. The gateway chooses (gateway/src/spa.ts).
 */
export const pageFileOf = (path: string, copy: 'prerendered' | 'shell' = 'prerendered') =>
  `pages${path === '/' ? '/index' : path}${copy === 'shell' ? '.shell' : ''}.html`;

/** The root element as index.html has it, where a page's prerendered markup goes. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The prerendered copy of a page asks for its code at low priority: its heading paints from the HTML and CSS alone,
 * and on a slow phone's network the app's code (about 130 KB) would otherwise share the line with the stylesheet the
 * first paint waits for. At low priority the browser lets the stylesheet go first and the code follows, still from
 * the HTML's own tags (no script of ours decides when; the document's load still waits for it). The shells keep the
 * default (high): they have nothing to paint before the code runs.
 */
export function codeAtLowPriority(html: string): string {
  let tags = 0;
  const low = html
    .replace(/<script type="module" crossorigin src=/g, () => {
      tags += 1;
      return '<script type="module" crossorigin fetchpriority="low" src=';
    })
    .replace(
      /<link rel="modulepreload" crossorigin href=/g,
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
  if (tags !== 1) throw new Error(`page-preloads: expected one entry script, found ${tags}`);
  return low;
}

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/**
 * Writes, for each of LANDING_PAGES, two copies of index.html that also preload the screen's code
 * (`<link rel="modulepreload">` for its chunks and what they import, less what the entry loads anyway). Without it
 * the browser learns of the screen's chunk only once the entry has been fetched and run: one more round trip
 * before the page can show anything. One copy also holds the page as a signed-out visitor first sees it, rendered
 * at build time (prerender-pages.ts) into `<div id="root" data-prerendered="/path">`: its heading paints from the
 * HTML and CSS alone, about 2 s before the app's code could render it on a slow phone (issue 26). The gateway sends
 * that copy to a request without a session cookie, the other (`*.shell.html`, root empty) to one with a cookie
 * (gateway/src/spa.ts), and index.html for every other path.
 */
export function pagePreloads(): Plugin {
  let root = '';
  return {
    name: 'readiness:page-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & Chunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (files: string[], into = new Set<string>()): Set<string> => {
        for (const file of files) {
          if (into.has(file)) continue;
          into.add(file);
          withImports(byFile.get(file)?.imports ?? [], into);
        }
        return into;
      };
      const entry = withImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('page-preloads: the build wrote no index.html');
      const html = String(index.source);
      if (!html.includes(EMPTY_ROOT)) throw new Error(`page-preloads: index.html has no ${EMPTY_ROOT}`);
      const markup = await prerenderPages(root, Object.keys(LANDING_PAGES));
      for (const [path, modules] of Object.entries(LANDING_PAGES)) {
        const own = modules.map((module) => {
          const id = resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) throw new Error(`page-preloads: no chunk holds ${module} (the page ${path})`);
          return chunk.fileName;
        });
        const files = [...withImports(own)].filter((file) => !entry.has(file));
        const links = files
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n');
        const withLinks = html.replace(/\s*<\/head>/, `\n${links}\n  </head>`);
        // The shell goes to a visitor who may be signed in: its first render waits for the session check (main.tsx).
        this.emitFile({
          type: 'asset',
          fileName: pageFileOf(path, 'shell'),
          source: withLinks.replace(EMPTY_ROOT, '<div id="root" data-may-be-signed-in></div>'),
        });
        this.emitFile({
          type: 'asset',
          fileName: pageFileOf(path),
          // A function: a `$` in the markup (prices) is no replacement pattern.
          source: codeAtLowPriority(
            withLinks.replace(
              EMPTY_ROOT,
              () => `<div id="root" data-prerendered="${path}">${markup.get(path)}</div>`,
            ),
          ),
        });
      }
    },
  };
}
