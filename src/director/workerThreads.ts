import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The start of a worker thread, shared by the shells that compute in threads (the server's compute pool,
 * the CLI's title odds): below both, so that neither imports the other.
 *
 * The worker runs the module `name` beside the caller (`beside`, its `import.meta.url`): the compiled .js
 * when arbiter runs compiled, or, when it runs from its TypeScript sources (`npm start`, the tests, the
 * bench), the .ts file loaded through tsx. The worker finds its own data in `workerData` as given here.
 */
export interface WorkerStart {
  /** The worker's `workerData` (structured-cloned; a SharedArrayBuffer in it is shared). */
  readonly data?: object | undefined;
  /** Heap of the worker in MB (Node's default when not given). */
  readonly memoryMb?: number | undefined;
}

export function startWorker(beside: string, name: string, options: WorkerStart = {}): Worker {
  // The caller is a .ts file when arbiter runs from its sources.
  const fromSource = beside.endsWith('.ts');
  const entry = new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, beside).href;
  const tsx = fromSource ? tsxEsmApi() : undefined;
  const boot = [
    "import { workerData } from 'node:worker_threads';",
    'if (workerData.tsx) { const { register } = await import(workerData.tsx); register(); }',
    'await import(workerData.entry);',
  ].join('\n');
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), {
    workerData: { ...options.data, entry, tsx },
    ...(options.memoryMb !== undefined ? { resourceLimits: { maxOldGenerationSizeMb: options.memoryMb } } : {}),
  });
}

/** The ES module of tsx's API (`tsx/esm/api`, import condition), found through its package.json. */
function tsxEsmApi(): string {
  const packageJson = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(packageJson, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(join(dirname(packageJson), exports['./esm/api']!.import.default)).href;
}
