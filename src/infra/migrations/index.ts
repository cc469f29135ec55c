import { CoreSchema1764400000100 } from './1764400000100-core-schema';
import { Analyses1764400000200 } from './1764400000200-analyses';
import { ClauseCorpus1764400000300 } from './1764400000300-clause-corpus';
import { FeeChecks1764400000400 } from './1764400000400-fee-checks';
import { NotificationOutbox1764400000500 } from './1764400000500-notification-outbox';
import { FeeAdoptions1764400000600 } from './1764400000600-fee-adoptions';
import { OutboxClaimsAndCheckBackoff1764400000700 } from './1764400000700-outbox-claims-and-check-backoff';
import { ClauseAnalysisConfidence1764400000800 } from './1764400000800-clause-analysis-confidence';
import { RegistryOwnerShares1764400000900 } from './1764400000900-registry-owner-shares';
import { TaskTraceContext1764400001000 } from './1764400001000-task-trace-context';
import { OperatorActions1764400001100 } from './1764400001100-operator-actions';
import { TaskProgress1764400001200 } from './1764400001200-task-progress';
import { TaskErrorCodeIndex1764400001300 } from './1764400001300-task-error-code-index';

/** Every migration, in order. Listed by hand so a compiled build and swc agree on what runs. */
export const migrations = [
  CoreSchema1764400000100,
  Analyses1764400000200,
  ClauseCorpus1764400000300,
  FeeChecks1764400000400,
  NotificationOutbox1764400000500,
  FeeAdoptions1764400000600,
  OutboxClaimsAndCheckBackoff1764400000700,
  ClauseAnalysisConfidence1764400000800,
  RegistryOwnerShares1764400000900,
  TaskTraceContext1764400001000,
  OperatorActions1764400001100,
  TaskProgress1764400001200,
  TaskErrorCodeIndex1764400001300,
];
