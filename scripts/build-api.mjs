// Compiles the API to JavaScript in apps/api/dist (`npm run build`), so production runs plain `node` without tsx.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const api = path.join(root, 'apps/api');
const outdir = path.join(api, 'dist');

/**
 * npm packages stay in node_modules (native addons, files they read beside themselves); only the workspace's own
 * @ctp/* packages, shipped as TypeScript source, are compiled into the bundle.
 */
const externalDependencies = {
  name: 'external-dependencies',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@ctp/') ? undefined : { path: args.path, external: true }));
  },
};

/** Files the code reads at run time next to its own module (`new URL('./…', import.meta.url)`); every entry lands in dist/ itself. */
const runtimeFiles = ['src/modules/credentials/common-passwords.txt'];

fs.rmSync(outdir, { recursive: true, force: true });
const result = await esbuild.build({
  absWorkingDir: root,
  entryPoints: [path.join(api, 'src/server.ts'), path.join(api, 'src/cli/create-admin.ts')],
  // Flat: every module's import.meta.url is dist/, one level under apps/api as src/ was (config.ts finds ../../web/dist).
  entryNames: '[name]',
  // The two entries share most code: one copy in a chunk instead of two bundles.
  splitting: true,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  outdir,
  plugins: [externalDependencies],
  logLevel: 'warning',
  metafile: true,
});
for (const file of runtimeFiles) fs.copyFileSync(path.join(api, file), path.join(outdir, path.basename(file)));

const bytes = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js')).reduce((sum, [, out]) => sum + out.bytes, 0);
console.log(`API built into ${path.relative(root, outdir)}/ (${Math.round(bytes / 1024)} KiB of JavaScript)`);
