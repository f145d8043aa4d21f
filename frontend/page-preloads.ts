import { resolve } from 'node:path';
import type { Plugin } from 'vite';

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

/** Where the build writes a page's own copy of index.html: `/auth` → `pages/auth.html`, `/` → `pages/index.html`. */
export const pageFileOf = (path: string) => `pages${path === '/' ? '/index' : path}.html`;

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/**
 * Writes, for each of LANDING_PAGES, a copy of index.html that also preloads the screen's code
 * (`<link rel="modulepreload">` for its chunks and what they import, less what the entry loads anyway). Without it
 * the browser learns of the screen's chunk only once the entry has been fetched and run: one more round trip
 * before the page can show anything. The gateway sends the copy for that path (gateway/src/spa.ts) and index.html
 * for every other.
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
    generateBundle(_options, bundle) {
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
        this.emitFile({
          type: 'asset',
          fileName: pageFileOf(path),
          source: html.replace(/\s*<\/head>/, `\n${links}\n  </head>`),
        });
      }
    },
  };
}
