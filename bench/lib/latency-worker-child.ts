import { parseEnv } from '../../src/config/env';
import { createAppContext } from '../../src/main/app-context';
import { nowMs } from './report';
import { closeWorker, startTrivialWorker } from './trivial-lifecycle';

/**
 * The worker of `bench/latency.ts --worker-process`: the trivial lifecycle's worker in a process of
 * its own, as a deployed worker runs apart from the API that dispatches, on the bench's database
 * and prefix (its environment). Sends the parent, over IPC, `ready`, then each task's start and
 * SUCCESS commit as wall-clock milliseconds (performance.timeOrigin + now: one machine, one clock
 * for both processes); stops on the parent's `stop`.
 */
interface Sample {
  id: string;
  startedAt?: number;
  succeededAt?: number;
}

async function main(): Promise<void> {
  const send = (message: unknown): void => {
    process.send?.(message);
  };
  const app = await createAppContext(parseEnv(process.env), 'bench-latency-worker');
  // Samples leave in small batches, so an IPC write per task does not sit on the path measured.
  let batch: Sample[] = [];
  const flush = (): void => {
    if (batch.length > 0) send({ samples: batch });
    batch = [];
  };
  const flusher = setInterval(flush, 50);
  const worker = startTrivialWorker(app, Number(process.env.BENCH_WORKER_CONCURRENCY ?? '20'), {
    onStart: (task) => batch.push({ id: task.id, startedAt: nowMs() }),
    onSucceeded: (row, at) => batch.push({ id: row.id, succeededAt: at }),
  });
  await worker.ready();
  send({ ready: true });
  await new Promise<void>((resolve) => process.on('message', (m: { stop?: boolean }) => m.stop && resolve()));
  await closeWorker(worker);
  clearInterval(flusher);
  flush();
  await app.close();
  send({ stopped: true });
}

void main().then(
  () => process.exit(0),
  (error) => {
    console.error('[bench] latency worker child failed:', error);
    process.exit(1);
  },
);
