// Bundles a service's entry points with esbuild. Workspace libs (TypeScript source) are inlined; every npm
// package stays external and is loaded at run time from the service's own node_modules resolution, so each
// deployable must declare every package its bundle imports (the libs' included). A missing one fails the build
// here rather than at start-up.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';

const entries = process.argv.slice(2);
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const declared = new Set(Object.keys(pkg.dependencies ?? {}));
const builtins = new Set(builtinModules);

const packageNameOf = (specifier) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
};

const missing = new Map();
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || builtins.has(args.path)) return { external: true };
      const name = packageNameOf(args.path);
      if (name.startsWith('@readiness/')) return undefined; // inline the workspace libs
      if (!declared.has(name)) missing.set(name, args.importer.replace(process.cwd(), '.'));
      return { external: true };
    });
  },
};

await build({
  entryPoints: entries,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});

if (missing.size > 0) {
  for (const [name, importer] of missing)
    console.error(
      `✗ ${pkg.name} imports "${name}" (from ${importer}) but does not declare it in its dependencies`,
    );
  process.exit(1);
}
