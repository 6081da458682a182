import { parentPort, workerData } from 'node:worker_threads';

/**
 * The audit load's writer, on a thread of its own (bench/audit-load.ts): it ends one session every
 * 1/perSecond s, an open load with at most `maxInFlight` unanswered, until told to stop or out of
 * sessions; then it posts what it did. Apart from autocannon's thread, so that its own work never
 * delays the answers autocannon times.
 */
export type WriterData = {
  baseUrl: string;
  auth: Record<string, string>;
  ids: number[];
  perSecond: number;
  maxInFlight: number;
};
export type WriterResult = { ended: number; failed: number; seconds: number; detail: string };

const { baseUrl, auth, ids, perSecond, maxInFlight } = workerData as WriterData;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

let running = true;
parentPort!.once('message', () => {
  running = false;
});

let ended = 0;
let failed = 0;
let detail = '';
const started = performance.now();
const inFlight = new Set<Promise<void>>();
const interval = 1000 / perSecond;
for (let i = 0; running && i < ids.length; i++) {
  await sleep(started + i * interval - performance.now());
  // A server that falls behind is not buried under ever more requests: the rate shows it.
  while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
  const call = fetch(`${baseUrl}/api/auth/sessions/${ids[i]}`, {
    method: 'DELETE',
    headers: auth,
  }).then(
    async (response) => {
      if (response.ok) ended++;
      else {
        failed++;
        detail ||= `${response.status} ${await response.text()}`;
      }
    },
    (error: unknown) => {
      failed++;
      detail ||= String(error);
    },
  );
  inFlight.add(call);
  void call.finally(() => inFlight.delete(call));
}
await Promise.all(inFlight);
const result: WriterResult = {
  ended,
  failed,
  seconds: (performance.now() - started) / 1000,
  detail,
};
parentPort!.postMessage(result);
