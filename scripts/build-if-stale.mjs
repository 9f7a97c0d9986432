// Builds the backend and the web client when their sources are newer than
// their builds. `npm start` calls this first.
import { BIN, mtimeOf, newestMtime, run } from './lib.mjs';
import { join } from 'node:path';

export async function buildIfStale({ quiet = false } = {}) {
  const say = (m) => quiet || console.log(m);

  const backendSources = newestMtime([
    'backend/src',
    'backend/tsconfig.json',
    'backend/tsconfig.build.json',
    'tsconfig.json',
  ]);
  if (mtimeOf('backend/dist/main.js') < backendSources) {
    say('Building the backend...');
    const code = await run(join(BIN, 'tsc'), ['-p', 'backend/tsconfig.build.json']);
    if (code !== 0) throw new Error('The backend build failed');
  }

  const frontendSources = newestMtime([
    'frontend/src',
    'frontend/scripts',
    'frontend/index.html',
    'frontend/public',
    'frontend/vite.config.ts',
    'frontend/package.json',
  ]);
  if (mtimeOf('frontend/dist/index.html') < frontendSources) {
    say('Building the web client...');
    const code = await run('npm', [
      'run',
      '--silent',
      'build',
      '-w',
      'frontend',
      '--',
      '--logLevel',
      'warn',
    ]);
    if (code !== 0) throw new Error('The web client build failed');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale().catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}
