import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress.ts';

// The gateway serves dist/ and proxies /api; in `vite dev` we proxy to a gateway on :8080.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
          groups: [{ name: 'shared', test: /\/src\/(components|lib)\/|lucide-react/, minShareCount: 2 }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: process.env.GATEWAY_URL ?? 'http://localhost:8080', changeOrigin: false } },
  },
});
