import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  define: {
    // Canonical URLs, Open Graph URLs and the sitemap are absolute (src/features/site/seo.ts).
    'import.meta.env.PUBLIC_URL': JSON.stringify(process.env.PUBLIC_URL ?? ''),
  },
  resolve: {
    // react-router's package exports only its development build (with dev-time warnings); the
    // production build of the same version is smaller.
    alias: [
      // `@/` is src/ (also in tsconfig.json and the root vitest.config.ts).
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) }]
        : []),
    ],
  },
  server: {
    port: 5173,
    // The dev server forwards API calls to the Fastify server (npm run dev -w @ctp/api).
    proxy: Object.fromEntries(['/auth', '/api', '/admin', '/health', '/price-api'].map((p) => [p, 'http://localhost:3000'])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The prerender reads which chunks each page needs, to preload them (scripts/prerender.ts).
    manifest: true,
    // Every browser we target supports modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    // The prerender imports the SEO table that the client loads lazily; in the server bundle that is expected.
    rolldownOptions: isSsrBuild ? { checks: { ineffectiveDynamicImport: false } } : {},
  },
}));
