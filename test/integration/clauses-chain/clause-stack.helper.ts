import type Redis from 'ioredis';
import { createClauseTaskServices } from '../../../src/clause-tasks';
import type { AppContext } from '../../../src/main/app-context';
import { createApi } from '../../../src/main/create-api';
import { startWorkers, type HandlerFactory, type WorkerProcess } from '../../../src/main/create-workers';
import type { QueueName } from '../../../src/tasks/jobs';
import { NestsService } from '../../../src/nests/nests.service';
import { decodeTaskMessage } from '../../../src/tasks/task-channels';
import type { TaskRow } from '../../../src/tasks/task.types';
import { clauseLlmHandler } from '../../../workers/clause-llm.worker';
import { clauseSearchHandler } from '../../../workers/clause-search.worker';
import { AnalyzeClausesDocument, ClauseTaskDocument, CreateNestDocument } from '../../__generated__/operations';
import { dataOf, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';

/** Both clause queues with the handlers the worker entry points register. */
export const CLAUSE_HANDLERS: Partial<Record<QueueName, HandlerFactory>> = {
  'clause-search': clauseSearchHandler,
  'clause-llm': clauseLlmHandler,
};

/**
 * A TestStack whose API has the clause services wired in (as create-api will once registered),
 * with retries in milliseconds. Workers are started by each test file with `startClauseWorkers`.
 */
export async function startClauseStack(env: Record<string, string> = {}): Promise<TestStack> {
  const stack = await TestStack.start({
    api: false,
    env: { CLAUSE_SEARCH_RETRY_BASE_MS: '20', CLAUSE_LLM_RETRY_BASE_MS: '20', ...env },
  });
  const { db, dispatcher, publisher } = stack.app;
  stack.api = await createApi(
    stack.app,
    createClauseTaskServices({ db, nests: new NestsService(db), dispatcher, publisher }),
  );
  return stack;
}

export function startClauseWorkers(
  app: AppContext,
  factories: Partial<Record<QueueName, HandlerFactory>> = CLAUSE_HANDLERS,
): Promise<WorkerProcess> {
  return startWorkers(app, Object.keys(factories) as QueueName[], factories);
}

export async function createNest(stack: TestStack, token: string): Promise<string> {
  return dataOf(
    await gql(
      stack.url,
      CreateNestDocument,
      { input: { name: '특약 검토', address: '서울특별시 마포구 둥지로 12' } },
      token,
    ),
  ).createNest.id;
}

export function analyze(stack: TestStack, token: string, nestId: string, clauses: string[]) {
  return gql(stack.url, AnalyzeClausesDocument, { nestId, clauses }, token);
}

export async function readClauseTask(stack: TestStack, token: string, id: string) {
  const task = dataOf(await gql(stack.url, ClauseTaskDocument, { id }, token)).task;
  if (task?.__typename !== 'ClauseTask') throw new Error(`task ${id} is not a ClauseTask: ${JSON.stringify(task)}`);
  return task;
}

/** Polls a task through the API until it is SUCCESS or FAILED. */
export function finalClauseTask(stack: TestStack, token: string, id: string, timeoutMs = 20_000) {
  return waitFor(
    `clause task ${id} final`,
    async () => {
      const task = await readClauseTask(stack, token, id);
      return task.status === 'SUCCESS' || task.status === 'FAILED' ? task : undefined;
    },
    timeoutMs,
  );
}

/** Records every transition published for a nest (SPEC §7), to prove what was and was not announced. */
export async function recordNestMessages(app: AppContext, nestId: string): Promise<{ rows: TaskRow[]; stop(): void }> {
  const subscriber: Redis = app.redis.duplicate();
  const rows: TaskRow[] = [];
  subscriber.on('message', (_channel: string, message: string) => rows.push(decodeTaskMessage(message)));
  await subscriber.subscribe(app.channels.nest(nestId));
  return { rows, stop: () => subscriber.disconnect() };
}

/** The events of a task in version order, as the event log holds them. */
export async function eventsOf(
  app: AppContext,
  taskId: string,
): Promise<Array<{ version: number; to_status: string; note: string | null; error_code: string | null }>> {
  const { rows } = await app.db.query(
    `select version, to_status, note, error_code from task_events where task_id = $1 order by version`,
    [taskId],
  );
  return rows as Array<{ version: number; to_status: string; note: string | null; error_code: string | null }>;
}
