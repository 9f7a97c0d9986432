// `npm run dev`: the backend in watch mode (Nest CLI, restarts on change) and
// the Vite dev server with hot module replacement, proxying /api to it.
import concurrently from 'concurrently';
import { ROOT } from './lib.mjs';

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'npx nest start --watch --preserveWatchOutput',
      cwd: ROOT,
      prefixColor: 'blue',
      env: { FRONTEND_DIST: 'none' },
    },
    { name: 'web', command: 'npm run dev -w frontend', cwd: ROOT, prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name' },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
