import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * Renders each of `paths` as a signed-out visitor's first render of it (src/prerender.tsx): builds that entry for
 * Node (offline, into a folder of this build's own under node_modules/.cache, removed after), then runs it. The
 * markup goes into the page's `<div id="root">` (page-preloads.ts), and main.tsx hydrates it.
 */
export async function prerenderPages(root: string, paths: readonly string[]): Promise<Map<string, string>> {
  // One folder per build: the browser tests' global setup may build while `turbo run build` does.
  const outDir = resolve(root, 'node_modules/.cache', `prerender-${process.pid}-${Date.now()}`);
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react()],
      build: {
        ssr: 'src/prerender.tsx',
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        minify: false,
      },
      // The workspace's contracts are TypeScript: bundled, not imported by Node.
      ssr: { noExternal: ['@readiness/contracts'] },
    });
    const entry = pathToFileURL(join(outDir, 'prerender.js')).href;
    const { renderPage } = (await import(entry)) as { renderPage: (path: string) => Promise<string> };
    const pages = new Map<string, string>();
    for (const path of paths) {
      const markup = await renderPage(path);
      // The page's Content Security Policy allows no inline script but the theme's (gateway/src/spa.ts).
      if (/<script\b/i.test(markup)) throw new Error(`prerender: the markup of ${path} holds a script`);
      pages.set(path, markup);
    }
    return pages;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
