import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm run bench`: runs every benchmark suite in this folder (each exports `run()` and prints its own
 * figures), or only those named: `npm run bench -- site`.
 */
const only = process.argv.slice(2);
const suites = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .map((f) => path.basename(f, '.ts'))
  .filter((name) => only.length === 0 || only.includes(name))
  .sort();

for (const name of suites) {
  console.log(`\n=== bench: ${name} ===`);
  const suite = (await import(`./${name}.ts`)) as { run: () => Promise<void> };
  await suite.run();
}
