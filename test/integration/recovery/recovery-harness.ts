import type { ChildProcess } from 'node:child_process';
import { CreateNestDocument, RequestRegistryIssuanceDocument } from '../../__generated__/operations';
import type { Database } from '../../../src/infra/database';
import { TASK_COLUMNS, toTaskRow, type TaskRow } from '../../../src/tasks/task.types';
import { insertTask } from '../../../src/tasks/transitions';
import { dataOf, gql } from '../../helpers/graphql-client';
import type { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';

/**
 * Shared by the recovery tests and `bench/chaos.ts`: worker processes under a supervisor, bulk
 * task creation, and the audit of what a run left behind (SPEC §2, §4.3, §6, §9).
 */

export type WorkerChild = ChildProcess & { output: string[] };

export interface Supervisor {
  /** Worker processes that died by SIGKILL (the chaos kills). */
  readonly kills: number;
  /** When each task last killed its worker (ms since epoch), from the worker's own chaos line. */
  readonly killedAt: Map<string, number>;
  readonly live: WorkerChild[];
  /** Resolves once `count` workers are consuming. */
  ready(): Promise<void>;
  /** Stops restarting and ends every worker (SIGTERM, then SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
  /** Every worker's output so far, for failure messages. */
  log(): string;
}

export interface SupervisorOptions {
  count: number;
  env?: Record<string, string>;
  /** Restart a worker that died; off for tests that want a worker to stay dead. Default true. */
  restart?: boolean;
  restartDelayMs?: number;
}

/** Starts `count` worker processes and, like `npm start`'s run-all, restarts any that dies. */
export function superviseWorkers(stack: TestStack, options: SupervisorOptions): Supervisor {
  const live = new Set<WorkerChild>();
  const killedAt = new Map<string, number>();
  const logs: string[] = [];
  let kills = 0;
  let stopping = false;

  function launch(): void {
    const child = stack.spawnWorker({ WORKER_QUEUES: 'issuance', ...options.env });
    live.add(child);
    let pending = '';
    const scan = (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        const kill = /chaos: SIGKILL .*\btaskId=(\S+)/.exec(line);
        if (kill) killedAt.set(kill[1], Date.now());
      }
    };
    child.stdout!.on('data', scan);
    child.stderr!.on('data', scan);
    child.once('exit', (_code, signal) => {
      live.delete(child);
      logs.push(child.output.join(''));
      if (signal === 'SIGKILL' && !stopping) kills++;
      if (!stopping && options.restart !== false)
        setTimeout(() => !stopping && launch(), options.restartDelayMs ?? 300);
    });
  }
  for (let i = 0; i < options.count; i++) launch();

  return {
    get kills() {
      return kills;
    },
    killedAt,
    get live() {
      return [...live];
    },
    ready: () =>
      waitFor(
        'workers consuming',
        async () =>
          [...live].filter((c) => c.output.join('').includes('consuming')).length >= options.count ? true : undefined,
        60_000,
        100,
      ).then(() => undefined),
    async stop(graceMs = 5_000) {
      stopping = true;
      const children = [...live];
      const exits = children.map(
        (c) =>
          new Promise<void>((resolve) =>
            c.exitCode !== null || c.signalCode !== null ? resolve() : c.once('exit', () => resolve()),
          ),
      );
      for (const c of children) c.kill('SIGTERM');
      const timer = setTimeout(() => children.forEach((c) => c.kill('SIGKILL')), graceMs);
      await Promise.all(exits);
      clearTimeout(timer);
    },
    log: () => [...logs, ...[...live].map((c) => c.output.join(''))].join('\n'),
  };
}

/** `count` nests of one user, each with its own address containing `tag` (for CHAOS_MATCH). */
export async function createNests(db: Database, count: number, tag: string, userId = 'recovery'): Promise<string[]> {
  await db.query(`insert into users (id) values ($1) on conflict do nothing`, [userId]);
  const { rows } = await db.query<{ id: string }>(
    `insert into nests (user_id, name, address)
     select $1, 'nest ' || g, '서울특별시 마포구 월드컵북로 ' || g || '길 ' || $2::text from generate_series(1, $3::int) g
     returning id`,
    [userId, tag, count],
  );
  return rows.map((r) => r.id);
}

/**
 * Creates and dispatches one issuance per nest as the API does (SPEC §3: the PENDING row commits,
 * then the job is queued), `parallel` at a time.
 */
export async function createIssuances(stack: TestStack, nestIds: string[], parallel = 20): Promise<string[]> {
  const ids: string[] = new Array(nestIds.length);
  let next = 0;
  const lane = async () => {
    while (next < nestIds.length) {
      const i = next++;
      const row = await insertTask(stack.app.db, { kind: 'REGISTRY_ISSUANCE', nestId: nestIds[i] });
      await stack.app.dispatcher.dispatch(row);
      ids[i] = row.id;
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, nestIds.length) }, lane));
  return ids;
}

export async function loadTasks(db: Database, ids: string[]): Promise<TaskRow[]> {
  const { rows } = await db.query(`select ${TASK_COLUMNS} from tasks where id = any($1::uuid[])`, [ids]);
  return rows.map(toTaskRow);
}

/** Waits until every task is SUCCESS or FAILED; returns the rows. */
export async function waitAllFinal(db: Database, ids: string[], timeoutMs: number): Promise<TaskRow[]> {
  await waitFor(
    `${ids.length} tasks final`,
    async () => {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from tasks where id = any($1::uuid[]) and status in ('SUCCESS', 'FAILED')`,
        [ids],
      );
      return rows[0].n === ids.length ? true : undefined;
    },
    timeoutMs,
    200,
  );
  return loadTasks(db, ids);
}

/**
 * One more request through the API after an outage, as a user makes it: a nest, an issuance, and
 * the task's row once final (reaching one shows the API and the workers reconnected).
 */
export async function requestOneMore(stack: TestStack, user: string, address: string): Promise<TaskRow> {
  const token = stack.token(user);
  const nest = dataOf(
    await gql(stack.url, CreateNestDocument, { input: { name: 'after', address } }, token),
  ).createNest;
  const { task } = dataOf(
    await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, token),
  ).requestRegistryIssuance;
  const [done] = await waitAllFinal(stack.app.db, [task.id], 20_000);
  return done;
}
