import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import { NestTaskUpdatedDocument, TaskUpdatedDocument } from '../../__generated__/operations';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { createNest, rawWsClient, requestIssuance, runRaw, sleep } from './live-helpers';

/** Cycles per run: small for `npm test`; LIVE_CHURN_CYCLES=10000 for the full figure. */
const CYCLES = Number(process.env['LIVE_CHURN_CYCLES'] ?? 2_000);
const CONNECTIONS = 10;
const TASKS = 4;

/** A real full collection, without needing `--expose-gc` on the test runner's command line. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

async function settledHeap(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    collectGarbage();
    await sleep(20);
  }
  return process.memoryUsage().heapUsed;
}

/**
 * One cycle, in one of three shapes, so each way a subscription can end is exercised: a task
 * subscription ended after its snapshot; a nest subscription ended at once, usually before Redis
 * confirmed the SUBSCRIBE; a task subscription still open when its whole socket closes.
 */
async function cycle(client: Client, n: number, ids: { tasks: string[]; nestId: string }): Promise<void> {
  const id = ids.tasks[n % ids.tasks.length];
  if (n % 3 === 0) {
    const outcome = await runRaw(client, TaskUpdatedDocument, { id }, (_r, stop) => stop());
    assert.equal(outcome.results[0]?.errors, undefined, JSON.stringify(outcome));
    return;
  }
  if (n % 3 === 1) {
    const stop = client.subscribe(
      { query: print(NestTaskUpdatedDocument), variables: { nestId: ids.nestId } },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    await new Promise((r) => setImmediate(r));
    stop();
    return;
  }
  await new Promise<void>((resolve) => {
    client.subscribe(
      { query: print(TaskUpdatedDocument), variables: { id } },
      {
        next: () => void Promise.resolve(client.dispose()).then(resolve),
        error: () => resolve(),
        complete: () => resolve(),
      },
    );
  });
}

describe('subscribe/unsubscribe churn releases everything (SPEC §7)', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start({ workerQueues: [] });
  });
  after(() => stack.close());

  test(`${CYCLES} cycles leave no Redis subscription, no fan-out channel and no heap growth`, async () => {
    const token = stack.token('churn-owner');
    const nestId = await createNest(stack.url, token);
    const tasks: string[] = [];
    for (let i = 0; i < TASKS; i++)
      tasks.push(await requestIssuance(stack.url, token, await createNest(stack.url, token, `둥지 ${i}`)));
    const ids = { tasks, nestId };
    const run = async (count: number) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          let client = rawWsClient(stack.url, `Bearer ${token}`);
          for (let n = next++; n < count; n = next++) {
            await cycle(client, n, ids);
            if (n % 3 === 2) client = rawWsClient(stack.url, `Bearer ${token}`); // that shape closed its socket
          }
          await client.dispose();
        }),
      );
      await waitFor(
        'every channel released',
        async () => (stack.api!.fanout.channelCount() === 0 ? true : undefined),
        10_000,
      );
    };

    await run(Math.min(300, CYCLES)); // warm-up: pools, JIT and caches reach their working size
    const heapBefore = await settledHeap();
    const started = Date.now();
    await run(CYCLES);
    const seconds = (Date.now() - started) / 1000;
    const heapAfter = await settledHeap();

    const channels = [stack.app.channels.nest(nestId), ...tasks.map((t) => stack.app.channels.task(t))];
    const numsub = (await stack.app.redis.pubsub('NUMSUB', ...channels)) as Array<string | number>;
    const counts = numsub.filter((_, i) => i % 2 === 1).map(Number);
    const growth = (heapAfter - heapBefore) / heapBefore;
    console.log(
      `[churn] ${CYCLES} cycles in ${seconds.toFixed(1)} s (${Math.round(CYCLES / seconds)}/s); heap ${mb(heapBefore)} → ${mb(heapAfter)} MB (${(growth * 100).toFixed(1)} %); NUMSUB ${counts.join(',')}`,
    );
    assert.deepEqual(
      counts,
      channels.map(() => 0),
      'Redis has no subscriber left on any channel',
    );
    assert.equal(stack.api!.fanout.channelCount(), 0);
    assert.ok(growth < 0.1, `heap grew ${(growth * 100).toFixed(1)} %`);
  });
});

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
