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

/** Files the code reads at run time next to its own module (`new URL('./…', import.meta.url)`), copied into dist/. */
const runtimeFiles = ['src/modules/credentials/common-passwords.txt'];

fs.rmSync(outdir, { recursive: true, force: true });
const result = await esbuild.build({
  absWorkingDir: root,
  entryPoints: [path.join(api, 'src/server.ts'), path.join(api, 'src/cli/create-admin.ts')],
  // dist/server.js and dist/cli/create-admin.js, as in src/.
  outbase: path.join(api, 'src'),
  entryNames: '[dir]/[name]',
  // The two entries share most code, and a shared chunk lands in dist/ itself, where the checks below want it.
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

// Code that finds files from its own module (import.meta.url: ../../web/dist, the password list) resolves them from
// dist/, one level under apps/api as src/ was; bundled anywhere deeper it would look in the wrong place.
const misplaced = Object.keys(result.metafile.outputs).filter(
  (file) => file.endsWith('.js') && path.dirname(path.resolve(root, file)) !== outdir && fs.readFileSync(path.resolve(root, file), 'utf8').includes('import.meta.url'),
);
if (misplaced.length > 0) throw new Error(`import.meta.url outside ${path.relative(root, outdir)}/ itself: ${misplaced.join(', ')}`);

const bytes = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js')).reduce((sum, [, out]) => sum + out.bytes, 0);
console.log(`API built into ${path.relative(root, outdir)}/ (${Math.round(bytes / 1024)} KiB of JavaScript)`);
