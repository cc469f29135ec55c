import type { Database } from '../infra/database';
import type { ObjectStorage } from '../infra/storage';
import type { RequestIssuanceResult } from '../issuance/request-issuance';
import type { NestsService } from '../nests/nests.service';
import type { OperatorActions } from '../ops/operator-actions';
import type { OpsFeed } from '../ops/ops-feed';
import type { OpsReads } from '../ops/ops-reads';
import type { TaskQueries } from '../tasks/task-queries';
import type { TaskRow } from '../tasks/task.types';

/** What resolvers delegate to. Built once per API process (see src/api/create-api.ts). */
export interface ApiServices {
  db: Database;
  nests: NestsService;
  tasks: TaskQueries;
  storage: ObjectStorage;
  requestIssuance(userId: string, nestId: string): Promise<RequestIssuanceResult>;
  analyzeClauses?(userId: string, nestId: string, clauses: string[]): Promise<TaskRow[]>;
  registryAnalysisOf?(taskId: string): Promise<unknown | null>;
  clauseAnalysisOf?(taskId: string): Promise<unknown | null>;
  /**
   * Counts one request against the caller's general rate (SPEC §10), before the operation runs:
   * throws a DomainError RATE_LIMITED when the quota is spent. Absent: requests are not counted.
   */
  admitRequest?(userId: string): Promise<void>;
  /** The operations API (operators only; the resolvers check the role). */
  ops: { reads: OpsReads; actions: OperatorActions; feed: OpsFeed };
  live?: {
    taskUpdates(taskId: string): Promise<AsyncIterableIterator<TaskRow>>;
    nestUpdates(nestId: string): Promise<AsyncIterableIterator<TaskRow>>;
  };
}

export interface GraphQLContext {
  userId: string;
  /** The token's roles (`operator` opens the operations API). */
  roles: readonly string[];
  /** Subscriptions resolve outside the resolver container, so they reach services here. */
  services: ApiServices;
  /** When the caller's token expires (ms since epoch), if it says. */
  tokenExpiresAt: number | null;
}
