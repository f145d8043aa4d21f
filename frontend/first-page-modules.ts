import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { LANDING_PAGES } from './page-preloads.ts';

/** `import { A, B as C } from 'lucide-react'` in a module's source: the names it takes from the icon barrel. */
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;
/** One line of the barrel: `export { default as Check, default as CheckIcon } from './icons/check.mjs';` */
const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)'/g;

/**
 * The modules the pages a signed-out visitor lands on run before they are idle: the app's entry with all it imports
 * statically, those pages' screens (page-preloads.ts: the landing page, /auth and /whitelabel-deployment) and the
 * chat button, with what they import. Known once the build has read every module
 * (`buildEnd`), before the chunks are made, so the chunk groups in vite.config.ts can ask `has(id)`: the shared
 * modules and icons of the signed-in screens go into a chunk of their own instead of the one those pages load.
 * The icon barrel imports every icon (tree-shaking drops the unused ones later), so from it only the icons a module
 * names are followed.
 */
export function firstPageModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const root = import.meta.dirname;
  const roots = [
    'src/main.tsx',
    ...Object.values(LANDING_PAGES).flat(),
    'src/features/chat/components/chat-widget.tsx',
  ].map((path) => resolve(root, path));
  let modules: Set<string> | undefined;
  return {
    plugin: {
      name: 'first-page-modules',
      apply: 'build',
      buildEnd(error) {
        if (error) return;
        let iconFiles: Map<string, string> | undefined;
        const iconsOf = (barrel: string) => {
          if (!iconFiles) {
            iconFiles = new Map();
            for (const [, names, file] of readFileSync(barrel, 'utf8').matchAll(BARREL_EXPORT))
              for (const name of names!.split(','))
                iconFiles.set(
                  name.replace(/^\s*default\s+as\s+/, '').trim(),
                  resolve(dirname(barrel), file!),
                );
          }
          return iconFiles;
        };
        const found = new Set<string>();
        const pending = [...roots];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (found.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          found.add(id);
          for (const imported of info.importedIds) {
            if (!/\/lucide-react\/dist\/esm\/lucide-react\.mjs$/.test(imported)) {
              pending.push(imported);
              continue;
            }
            found.add(imported);
            for (const [, names] of readFileSync(id, 'utf8').matchAll(ICON_IMPORT))
              for (const name of names!.split(',')) {
                const icon = iconsOf(imported).get(name.split(/\s+as\s+/)[0]!.trim());
                if (icon) pending.push(icon);
              }
          }
        }
        const missing = roots.filter((id) => !found.has(id));
        if (missing.length > 0) this.error(`first-page-modules: not in the build: ${missing.join(', ')}`);
        modules = found;
      },
    },
    has(id) {
      if (!modules) throw new Error('first-page-modules: asked before the build read its modules');
      return modules.has(id);
    },
  };
}
