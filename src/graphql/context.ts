import type { ClauseAnalysisView } from '../clause-tasks';
import type { FileRow } from '../files/file.types';
import type { NestRow } from '../nests/nest.types';
import type { RequestIssuanceResult } from '../issuance/request-issuance';
import type { NestsService } from '../nests/nests.service';
import type { OperatorActions } from '../ops/operator-actions';
import type { OpsFeed } from '../ops/ops-feed';
import type { OpsReads } from '../ops/ops-reads';
import type { RegistryAnalysisRecord } from '../registry-analysis/registry-analysis.storage';
import type { TaskQueries } from '../tasks/task-queries';
import type { TaskRow } from '../tasks/task.types';

/**
 * What resolvers delegate to: services only, no connection (src/main/create-api.ts builds them
 * once per API process).
 */
export interface ApiServices {
  nests: NestsService;
  /** The caller's nest; NOT_FOUND or FORBIDDEN otherwise. */
  ownedNest(userId: string, nestId: string): Promise<NestRow>;
  tasks: TaskQueries;
  files: {
    byId(fileId: string): Promise<FileRow | null>;
    /** A time-limited download URL of a stored object. */
    downloadUrl(storageKey: string, expiresInSeconds: number): Promise<string>;
  };
  requestIssuance(userId: string, nestId: string): Promise<RequestIssuanceResult>;
  analyzeClauses(userId: string, nestId: string, clauses: string[]): Promise<TaskRow[]>;
  /** A task's stored analysis; null until it has succeeded. */
  registryAnalysisOf(taskId: string): Promise<RegistryAnalysisRecord | null>;
  clauseAnalysisOf(taskId: string): Promise<ClauseAnalysisView | null>;
  /**
   * Counts one request against the caller's general rate (SPEC §10), before the operation runs:
   * throws a DomainError RATE_LIMITED when the quota is spent.
   */
  admitRequest(userId: string): Promise<void>;
  /** The operations API (operators only; the resolvers check the role). */
  ops: { reads: OpsReads; actions: OperatorActions; feed: OpsFeed };
  live: {
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
