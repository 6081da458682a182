import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running the script `name` beside the calling module (`callerUrl`, its
 * `import.meta.url`): `<name>.js` in the build, where build.mjs bundles each worker as an entry of
 * its own beside the server, or `<name>.ts` through tsx when the caller runs from source (tsx,
 * vitest).
 */
export function startWorker(callerUrl: string, name: string, options: WorkerOptions = {}): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL(`./${name}.ts`, callerUrl).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(callerUrl)}))`;
  return new Worker(boot, { ...options, eval: true });
}
