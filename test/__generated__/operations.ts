import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  DateTime: { input: string; output: string; }
};

export type AnalyzeClausesPayload = {
  __typename?: 'AnalyzeClausesPayload';
  /** One task per clause, in the order of the input. */
  tasks: Array<ClauseTask>;
};

export type ClauseAnalysis = {
  __typename?: 'ClauseAnalysis';
  /** How sure the analyzer is of riskLevel, 0..1 (about the share of verdicts given with this confidence that are right); null when it does not say. */
  confidence?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Which analyzer produced this result. */
  model: Scalars['String']['output'];
  recommendation?: Maybe<Scalars['String']['output']>;
  references: Array<ClauseReference>;
  riskLevel: RiskLevel;
  summary: Scalars['String']['output'];
};

export type ClauseReference = {
  __typename?: 'ClauseReference';
  excerpt: Scalars['String']['output'];
  score: Scalars['Float']['output'];
  source: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ClauseStage =
  | 'DONE'
  | 'LLM'
  | 'SEARCH';

/** Analyses one lease clause: retrieval, then the analyzer. */
export type ClauseTask = Task & {
  __typename?: 'ClauseTask';
  /** Present once the task has succeeded. */
  analysis?: Maybe<ClauseAnalysis>;
  clauseText: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  errorCode?: Maybe<TaskErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: TaskKind;
  lastAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  lastErrorCode?: Maybe<TaskErrorCode>;
  nest: Nest;
  /** Set while a retry is scheduled and the row stays PROCESSING. */
  nextRetryAt?: Maybe<Scalars['DateTime']['output']>;
  /** How far the current attempt has got (an OCR task's pages read); pushed like any transition. */
  progress?: Maybe<TaskProgress>;
  /** The FAILED task of the same nest whose work an operator's redrive runs again here. */
  redrivenFrom?: Maybe<Task>;
  /** Physical executions that started after the first one (retries and redeliveries). */
  retryCount: Scalars['Int']['output'];
  stage: ClauseStage;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: TaskStatus;
  updatedAt: Scalars['DateTime']['output'];
  /** Increases by one with every committed transition of this task. */
  version: Scalars['Int']['output'];
  /** The worker process that holds (or last held) the task. */
  workerId?: Maybe<Scalars['String']['output']>;
};

export type CreateNestInput = {
  address: Scalars['String']['input'];
  depositKrw?: InputMaybe<Scalars['Float']['input']>;
  marketPriceKrw?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
};

export type FailureCount = {
  __typename?: 'FailureCount';
  count: Scalars['Int']['output'];
  errorCode: TaskErrorCode;
  kind: TaskKind;
};

/** A stored document (the issued registry PDF). */
export type File = {
  __typename?: 'File';
  byteSize: Scalars['Int']['output'];
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: FileKind;
  /** Text extracted by OCR, once the OCR task has succeeded. */
  ocrText?: Maybe<Scalars['String']['output']>;
  sha256: Scalars['String']['output'];
  /** A time-limited download URL. */
  url: Scalars['String']['output'];
};


/** A stored document (the issued registry PDF). */
export type FileUrlArgs = {
  expiresInSeconds?: InputMaybe<Scalars['Int']['input']>;
};

export type FileKind =
  | 'REGISTRY_PDF';

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates one clause analysis task per clause (at most 50, 2,000 characters each). */
  analyzeClauses: AnalyzeClausesPayload;
  /** Operator only: close a PENDING or PROCESSING task as FAILED(CANCELLED). */
  cancelTask: Task;
  createNest: Nest;
  /** Operator only: run a FAILED task's work again as a new task. */
  redriveTask: RedriveTaskPayload;
  /** Asks for the nest's registry certificate; returns the nest's active issuance instead when there is one. */
  requestRegistryIssuance: RequestRegistryIssuancePayload;
};


export type MutationAnalyzeClausesArgs = {
  clauses: Array<Scalars['String']['input']>;
  nestId: Scalars['ID']['input'];
};


export type MutationCancelTaskArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationCreateNestArgs = {
  input: CreateNestInput;
};


export type MutationRedriveTaskArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRequestRegistryIssuanceArgs = {
  nestId: Scalars['ID']['input'];
};

/** A home the user is checking before signing a lease. */
export type Nest = {
  __typename?: 'Nest';
  address: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The lease deposit (보증금) the tenant plans to pay, if given. */
  depositKrw?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** The newest registry issuance task of this nest, whatever its status. */
  latestIssuance?: Maybe<RegistryIssuanceTask>;
  /** The home's estimated market price, if given. */
  marketPriceKrw?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  tasks: TaskConnection;
};


/** A home the user is checking before signing a lease. */
export type NestTasksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<TaskKind>;
  status?: InputMaybe<TaskStatus>;
};

export type NestConnection = {
  __typename?: 'NestConnection';
  edges: Array<NestEdge>;
  pageInfo: PageInfo;
};

export type NestEdge = {
  __typename?: 'NestEdge';
  cursor: Scalars['String']['output'];
  node: Nest;
};

/** Extracts the text of an issued registry certificate. */
export type OcrTask = Task & {
  __typename?: 'OcrTask';
  /** The registry analysis created when this task succeeded. */
  analysisTask?: Maybe<RegistryAnalysisTask>;
  createdAt: Scalars['DateTime']['output'];
  errorCode?: Maybe<TaskErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  file: File;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  issuanceTask?: Maybe<RegistryIssuanceTask>;
  kind: TaskKind;
  lastAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  lastErrorCode?: Maybe<TaskErrorCode>;
  nest: Nest;
  /** Set while a retry is scheduled and the row stays PROCESSING. */
  nextRetryAt?: Maybe<Scalars['DateTime']['output']>;
  /** How far the current attempt has got (an OCR task's pages read); pushed like any transition. */
  progress?: Maybe<TaskProgress>;
  /** The FAILED task of the same nest whose work an operator's redrive runs again here. */
  redrivenFrom?: Maybe<Task>;
  /** Physical executions that started after the first one (retries and redeliveries). */
  retryCount: Scalars['Int']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: TaskStatus;
  updatedAt: Scalars['DateTime']['output'];
  /** Increases by one with every committed transition of this task. */
  version: Scalars['Int']['output'];
  /** The worker process that holds (or last held) the task. */
  workerId?: Maybe<Scalars['String']['output']>;
};

/** One operator action, from the audit: who, when, what, why. */
export type OperatorAction = {
  __typename?: 'OperatorAction';
  action: OperatorActionKind;
  at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The new task a redrive created. */
  newTask?: Maybe<Task>;
  /** The operator's user id (the token's sub). */
  operatorId: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  /** The task the action was taken on. */
  task: Task;
};

export type OperatorActionKind =
  | 'CANCEL'
  | 'REDRIVE';

/** The system at a glance, for operators. */
export type Ops = {
  __typename?: 'Ops';
  /** The audit of operator actions (cancel, redrive), newest first. */
  actions: Array<OperatorAction>;
  /** FAILED tasks per kind and code that finished since the given time (default: the last 24 hours). */
  failures: Array<FailureCount>;
  queues: Array<QueueStat>;
  /** A task's timeline: its every committed transition, oldest first. */
  taskEvents: Array<TaskEvent>;
  /** Tasks of every user, newest first. */
  tasks: TaskConnection;
  workers: Array<WorkerStat>;
};


/** The system at a glance, for operators. */
export type OpsActionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The system at a glance, for operators. */
export type OpsFailuresArgs = {
  since?: InputMaybe<Scalars['DateTime']['input']>;
};


/** The system at a glance, for operators. */
export type OpsTaskEventsArgs = {
  id: Scalars['ID']['input'];
};


/** The system at a glance, for operators. */
export type OpsTasksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  errorCode?: InputMaybe<TaskErrorCode>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<TaskKind>;
  status?: InputMaybe<TaskStatus>;
};

/** A current owner and their share. */
export type OwnerShare = {
  __typename?: 'OwnerShare';
  name: Scalars['String']['output'];
  /** The owner's share (지분) as `3분의 2`, reduced; null for a sole owner or a share not read. */
  share?: Maybe<Scalars['String']['output']>;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  me: User;
  nest?: Maybe<Nest>;
  nests: NestConnection;
  /** Operator only. */
  ops: Ops;
  /** Any task of the caller's nests, by id. */
  task?: Maybe<Task>;
};


export type QueryNestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTaskArgs = {
  id: Scalars['ID']['input'];
};

/** Jobs in one Bee-Queue queue. */
export type QueueStat = {
  __typename?: 'QueueStat';
  active: Scalars['Int']['output'];
  delayed: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  waiting: Scalars['Int']['output'];
};

export type RedriveTaskPayload = {
  __typename?: 'RedriveTaskPayload';
  /** The FAILED task, unchanged: final states never change. */
  original: Task;
  /** A new task of the same kind and nest that runs the work again (an issuance reuses a fee already paid). */
  task: Task;
};

export type RegistryAnalysis = {
  __typename?: 'RegistryAnalysis';
  createdAt: Scalars['DateTime']['output'];
  findings: Array<RegistryFinding>;
  id: Scalars['ID']['output'];
  /** Which parser and rules produced this result. */
  model: Scalars['String']['output'];
  /** Every current owner with their share, in order of acquisition. */
  ownerShares: Array<OwnerShare>;
  /** Current owners from the ownership section. */
  owners: Array<Scalars['String']['output']>;
  /** Every entry read, cancelled ones included. */
  rights: Array<RegistryRight>;
  riskLevel: RiskLevel;
  /** Sum of the maximum secured amounts of the mortgages still in force. */
  securedDebtKrw: Scalars['Float']['output'];
};

/** Reads the rights in a certificate into a risk answer. */
export type RegistryAnalysisTask = Task & {
  __typename?: 'RegistryAnalysisTask';
  /** Present once the task has succeeded. */
  analysis?: Maybe<RegistryAnalysis>;
  createdAt: Scalars['DateTime']['output'];
  errorCode?: Maybe<TaskErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: TaskKind;
  lastAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  lastErrorCode?: Maybe<TaskErrorCode>;
  nest: Nest;
  /** Set while a retry is scheduled and the row stays PROCESSING. */
  nextRetryAt?: Maybe<Scalars['DateTime']['output']>;
  ocrTask: OcrTask;
  /** How far the current attempt has got (an OCR task's pages read); pushed like any transition. */
  progress?: Maybe<TaskProgress>;
  /** The FAILED task of the same nest whose work an operator's redrive runs again here. */
  redrivenFrom?: Maybe<Task>;
  /** Physical executions that started after the first one (retries and redeliveries). */
  retryCount: Scalars['Int']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: TaskStatus;
  updatedAt: Scalars['DateTime']['output'];
  /** Increases by one with every committed transition of this task. */
  version: Scalars['Int']['output'];
  /** The worker process that holds (or last held) the task. */
  workerId?: Maybe<Scalars['String']['output']>;
};

export type RegistryFinding = {
  __typename?: 'RegistryFinding';
  /** A stable code, e.g. SEIZURE_PRESENT, TRUST_REGISTERED, SECURED_DEBT_HIGH. */
  code: Scalars['String']['output'];
  /** One sentence for the tenant, in Korean. */
  message: Scalars['String']['output'];
  severity: RiskLevel;
};

/** Issues the registry certificate through the registry office. */
export type RegistryIssuanceTask = Task & {
  __typename?: 'RegistryIssuanceTask';
  createdAt: Scalars['DateTime']['output'];
  errorCode?: Maybe<TaskErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The issued registry PDF, once the task has succeeded. */
  file?: Maybe<File>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: TaskKind;
  lastAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  lastErrorCode?: Maybe<TaskErrorCode>;
  nest: Nest;
  /** Set while a retry is scheduled and the row stays PROCESSING. */
  nextRetryAt?: Maybe<Scalars['DateTime']['output']>;
  /** The OCR task created when this task succeeded. */
  ocrTask?: Maybe<OcrTask>;
  /** How far the current attempt has got (an OCR task's pages read); pushed like any transition. */
  progress?: Maybe<TaskProgress>;
  /** The FAILED task of the same nest whose work an operator's redrive runs again here. */
  redrivenFrom?: Maybe<Task>;
  /** Physical executions that started after the first one (retries and redeliveries). */
  retryCount: Scalars['Int']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: TaskStatus;
  updatedAt: Scalars['DateTime']['output'];
  /** Increases by one with every committed transition of this task. */
  version: Scalars['Int']['output'];
  /** The worker process that holds (or last held) the task. */
  workerId?: Maybe<Scalars['String']['output']>;
};

/** One entry of the certificate's 갑구 (ownership section) or 을구 (other rights section). */
export type RegistryRight = {
  __typename?: 'RegistryRight';
  /** Ranks of the 부기 entries in force that changed this entry (amount or holder), in print order. */
  amendedBy: Array<Scalars['String']['output']>;
  /** Amount in won where the entry has one (채권최고액, 청구금액, 전세금). */
  amountKrw?: Maybe<Scalars['Float']['output']>;
  /** True when it is no longer in force: a later entry cancelled it (말소), or a 가등기 was made into its 본등기. */
  cancelled: Scalars['Boolean']['output'];
  /** The right's holder: owner, creditor, claimant. */
  holder?: Maybe<Scalars['String']['output']>;
  kind: RegistryRightKind;
  /** The rank number as printed (순위번호). */
  rank?: Maybe<Scalars['String']['output']>;
  /** The registration date as printed (접수일). */
  registeredOn?: Maybe<Scalars['String']['output']>;
  /** The co-owner whose share the right sits on (지분), when it sits on one share only. */
  share?: Maybe<Scalars['String']['output']>;
  /** The entry's text as read. */
  text: Scalars['String']['output'];
};

export type RegistryRightKind =
  | 'AUCTION'
  | 'JEONSE_RIGHT'
  | 'LEASE_REGISTRATION'
  | 'MORTGAGE'
  | 'OTHER'
  | 'OWNERSHIP'
  | 'PROVISIONAL_DISPOSITION'
  | 'PROVISIONAL_REGISTRATION'
  | 'PROVISIONAL_SEIZURE'
  | 'SEIZURE'
  | 'TRUST';

export type RequestRegistryIssuancePayload = {
  __typename?: 'RequestRegistryIssuancePayload';
  /** True when an active task of the nest was returned instead of a new one. */
  reused: Scalars['Boolean']['output'];
  task: RegistryIssuanceTask;
};

export type RiskLevel =
  | 'CAUTION'
  | 'DANGER'
  | 'SAFE';

export type Subscription = {
  __typename?: 'Subscription';
  /** Every committed transition of every task of the nest, in commit order per task. */
  nestTaskUpdated: Task;
  /** Operator only: the current Ops at once, then a fresh one at most once a second while anything changes. */
  opsUpdated: Ops;
  /** The task's current state at once, then every committed transition in order; completes after a final state. */
  taskUpdated: Task;
};


export type SubscriptionNestTaskUpdatedArgs = {
  nestId: Scalars['ID']['input'];
};


export type SubscriptionTaskUpdatedArgs = {
  id: Scalars['ID']['input'];
};

export type Task = {
  createdAt: Scalars['DateTime']['output'];
  errorCode?: Maybe<TaskErrorCode>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: TaskKind;
  lastAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  lastErrorCode?: Maybe<TaskErrorCode>;
  nest: Nest;
  /** Set while a retry is scheduled and the row stays PROCESSING. */
  nextRetryAt?: Maybe<Scalars['DateTime']['output']>;
  /** How far the current attempt has got (an OCR task's pages read); pushed like any transition. */
  progress?: Maybe<TaskProgress>;
  /** The FAILED task of the same nest whose work an operator's redrive runs again here. */
  redrivenFrom?: Maybe<Task>;
  /** Physical executions that started after the first one (retries and redeliveries). */
  retryCount: Scalars['Int']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: TaskStatus;
  updatedAt: Scalars['DateTime']['output'];
  /** Increases by one with every committed transition of this task. */
  version: Scalars['Int']['output'];
  /** The worker process that holds (or last held) the task. */
  workerId?: Maybe<Scalars['String']['output']>;
};

export type TaskConnection = {
  __typename?: 'TaskConnection';
  edges: Array<TaskEdge>;
  pageInfo: PageInfo;
};

export type TaskEdge = {
  __typename?: 'TaskEdge';
  cursor: Scalars['String']['output'];
  node: Task;
};

export type TaskErrorCode =
  | 'ANALYSIS_FAILED'
  | 'AUTOMATION_FAILED'
  | 'CANCELLED'
  | 'DISPATCH_FAILED'
  | 'DUPLICATE_PAYMENT'
  | 'LLM_FAILED'
  | 'OCR_FAILED'
  | 'PARSE_FAILED'
  | 'SAVE_FAILED'
  | 'STALE_PENDING'
  | 'STALE_PROCESSING'
  | 'UNKNOWN'
  | 'UPLOAD_FAILED'
  | 'WORKER_DEAD';

/** One committed transition of a task, from the event log (operators only: notes are raw). */
export type TaskEvent = {
  __typename?: 'TaskEvent';
  at: Scalars['DateTime']['output'];
  /** The attempt (retryCount) the transition was made in. */
  attempt: Scalars['Int']['output'];
  errorCode?: Maybe<TaskErrorCode>;
  fromStatus?: Maybe<TaskStatus>;
  /** The writer's note: a retry's cause, a hand-off, a cancel's reason. */
  note?: Maybe<Scalars['String']['output']>;
  toStatus: TaskStatus;
  version: Scalars['Int']['output'];
  workerId?: Maybe<Scalars['String']['output']>;
};

export type TaskKind =
  | 'CLAUSE_ANALYSIS'
  | 'OCR'
  | 'REGISTRY_ANALYSIS'
  | 'REGISTRY_ISSUANCE';

/** Progress of an attempt: `done` of `total` units. */
export type TaskProgress = {
  __typename?: 'TaskProgress';
  done: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  /** What is counted, e.g. `page`. */
  unit: Scalars['String']['output'];
};

export type TaskStatus =
  | 'FAILED'
  | 'PENDING'
  | 'PROCESSING'
  | 'SUCCESS';

export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
};

/** A worker process with a live heartbeat. */
export type WorkerStat = {
  __typename?: 'WorkerStat';
  id: Scalars['ID']['output'];
  lastBeatAt: Scalars['DateTime']['output'];
  queues: Array<Scalars['String']['output']>;
};

export type ClauseAnalysisFieldsFragment = { __typename?: 'ClauseAnalysis', id: string, riskLevel: RiskLevel, summary: string, recommendation?: string | null, model: string, createdAt: string, references: Array<{ __typename?: 'ClauseReference', source: string, title: string, excerpt: string, score: number }> };

export type AnalyzeClausesMutationVariables = Exact<{
  nestId: Scalars['ID']['input'];
  clauses: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type AnalyzeClausesMutation = { __typename?: 'Mutation', analyzeClauses: { __typename?: 'AnalyzeClausesPayload', tasks: Array<{ __typename: 'ClauseTask', clauseText: string, stage: ClauseStage, id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }> } };

export type ClauseTaskQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ClauseTaskQuery = { __typename?: 'Query', task?:
    | { __typename: 'ClauseTask', clauseText: string, stage: ClauseStage, id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, analysis?: { __typename?: 'ClauseAnalysis', id: string, riskLevel: RiskLevel, summary: string, recommendation?: string | null, model: string, createdAt: string, references: Array<{ __typename?: 'ClauseReference', source: string, title: string, excerpt: string, score: number }> } | null, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    | { __typename: 'OcrTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    | { __typename: 'RegistryAnalysisTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    | { __typename: 'RegistryIssuanceTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
   | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string } };

export type CreateNestMutationVariables = Exact<{
  input: CreateNestInput;
}>;


export type CreateNestMutation = { __typename?: 'Mutation', createNest: { __typename?: 'Nest', id: string, name: string, address: string, depositKrw?: number | null, marketPriceKrw?: number | null, createdAt: string } };

export type NestQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type NestQuery = { __typename?: 'Query', nest?: { __typename?: 'Nest', id: string, name: string, latestIssuance?: { __typename: 'RegistryIssuanceTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null } | null, tasks: { __typename?: 'TaskConnection', edges: Array<{ __typename?: 'TaskEdge', cursor: string, node:
          | { __typename: 'ClauseTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
          | { __typename: 'OcrTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
          | { __typename: 'RegistryAnalysisTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
          | { __typename: 'RegistryIssuanceTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
         }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } } | null };

export type NestsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type NestsQuery = { __typename?: 'Query', nests: { __typename?: 'NestConnection', edges: Array<{ __typename?: 'NestEdge', cursor: string, node: { __typename?: 'Nest', id: string, name: string } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type OpsFieldsFragment = { __typename?: 'Ops', queues: Array<{ __typename?: 'QueueStat', name: string, waiting: number, active: number, delayed: number }>, workers: Array<{ __typename?: 'WorkerStat', id: string, queues: Array<string>, lastBeatAt: string }>, failures: Array<{ __typename?: 'FailureCount', kind: TaskKind, errorCode: TaskErrorCode, count: number }>, tasks: { __typename?: 'TaskConnection', edges: Array<{ __typename?: 'TaskEdge', node:
        | { __typename: 'ClauseTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
        | { __typename: 'OcrTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
        | { __typename: 'RegistryAnalysisTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
        | { __typename: 'RegistryIssuanceTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
       }> }, actions: Array<{ __typename?: 'OperatorAction', id: string, at: string, operatorId: string, action: OperatorActionKind, reason: string, task:
      | { __typename?: 'ClauseTask', id: string, status: TaskStatus }
      | { __typename?: 'OcrTask', id: string, status: TaskStatus }
      | { __typename?: 'RegistryAnalysisTask', id: string, status: TaskStatus }
      | { __typename?: 'RegistryIssuanceTask', id: string, status: TaskStatus }
    , newTask?:
      | { __typename?: 'ClauseTask', id: string }
      | { __typename?: 'OcrTask', id: string }
      | { __typename?: 'RegistryAnalysisTask', id: string }
      | { __typename?: 'RegistryIssuanceTask', id: string }
     | null }> };

export type OpsQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsQuery = { __typename?: 'Query', ops: { __typename?: 'Ops', queues: Array<{ __typename?: 'QueueStat', name: string, waiting: number, active: number, delayed: number }>, workers: Array<{ __typename?: 'WorkerStat', id: string, queues: Array<string>, lastBeatAt: string }>, failures: Array<{ __typename?: 'FailureCount', kind: TaskKind, errorCode: TaskErrorCode, count: number }>, tasks: { __typename?: 'TaskConnection', edges: Array<{ __typename?: 'TaskEdge', node:
          | { __typename: 'ClauseTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
          | { __typename: 'OcrTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
          | { __typename: 'RegistryAnalysisTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
          | { __typename: 'RegistryIssuanceTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
         }> }, actions: Array<{ __typename?: 'OperatorAction', id: string, at: string, operatorId: string, action: OperatorActionKind, reason: string, task:
        | { __typename?: 'ClauseTask', id: string, status: TaskStatus }
        | { __typename?: 'OcrTask', id: string, status: TaskStatus }
        | { __typename?: 'RegistryAnalysisTask', id: string, status: TaskStatus }
        | { __typename?: 'RegistryIssuanceTask', id: string, status: TaskStatus }
      , newTask?:
        | { __typename?: 'ClauseTask', id: string }
        | { __typename?: 'OcrTask', id: string }
        | { __typename?: 'RegistryAnalysisTask', id: string }
        | { __typename?: 'RegistryIssuanceTask', id: string }
       | null }> } };

export type OpsTasksQueryVariables = Exact<{
  kind?: InputMaybe<TaskKind>;
  status?: InputMaybe<TaskStatus>;
  errorCode?: InputMaybe<TaskErrorCode>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsTasksQuery = { __typename?: 'Query', ops: { __typename?: 'Ops', tasks: { __typename?: 'TaskConnection', edges: Array<{ __typename?: 'TaskEdge', cursor: string, node:
          | { __typename: 'ClauseTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, nest: { __typename?: 'Nest', id: string }, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
          | { __typename: 'OcrTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, nest: { __typename?: 'Nest', id: string }, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
          | { __typename: 'RegistryAnalysisTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, nest: { __typename?: 'Nest', id: string }, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
          | { __typename: 'RegistryIssuanceTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, nest: { __typename?: 'Nest', id: string }, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
         }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } } };

export type OpsFailuresQueryVariables = Exact<{
  since?: InputMaybe<Scalars['DateTime']['input']>;
}>;


export type OpsFailuresQuery = { __typename?: 'Query', ops: { __typename?: 'Ops', failures: Array<{ __typename?: 'FailureCount', kind: TaskKind, errorCode: TaskErrorCode, count: number }> } };

export type RedriveTaskMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type RedriveTaskMutation = { __typename?: 'Mutation', redriveTask: { __typename?: 'RedriveTaskPayload', original:
      | { __typename: 'ClauseTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
      | { __typename: 'OcrTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
      | { __typename: 'RegistryAnalysisTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
      | { __typename: 'RegistryIssuanceTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    , task:
      | { __typename: 'ClauseTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, redrivenFrom?:
          | { __typename?: 'ClauseTask', id: string }
          | { __typename?: 'OcrTask', id: string }
          | { __typename?: 'RegistryAnalysisTask', id: string }
          | { __typename?: 'RegistryIssuanceTask', id: string }
         | null, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
      | { __typename: 'OcrTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, redrivenFrom?:
          | { __typename?: 'ClauseTask', id: string }
          | { __typename?: 'OcrTask', id: string }
          | { __typename?: 'RegistryAnalysisTask', id: string }
          | { __typename?: 'RegistryIssuanceTask', id: string }
         | null, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
      | { __typename: 'RegistryAnalysisTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, redrivenFrom?:
          | { __typename?: 'ClauseTask', id: string }
          | { __typename?: 'OcrTask', id: string }
          | { __typename?: 'RegistryAnalysisTask', id: string }
          | { __typename?: 'RegistryIssuanceTask', id: string }
         | null, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
      | { __typename: 'RegistryIssuanceTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, redrivenFrom?:
          | { __typename?: 'ClauseTask', id: string }
          | { __typename?: 'OcrTask', id: string }
          | { __typename?: 'RegistryAnalysisTask', id: string }
          | { __typename?: 'RegistryIssuanceTask', id: string }
         | null, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
     } };

export type CancelTaskMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type CancelTaskMutation = { __typename?: 'Mutation', cancelTask:
    | { __typename: 'ClauseTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    | { __typename: 'OcrTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    | { __typename: 'RegistryAnalysisTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    | { __typename: 'RegistryIssuanceTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
   };

export type OpsUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OpsUpdatedSubscription = { __typename?: 'Subscription', opsUpdated: { __typename?: 'Ops', queues: Array<{ __typename?: 'QueueStat', name: string, waiting: number, active: number, delayed: number }>, workers: Array<{ __typename?: 'WorkerStat', id: string, queues: Array<string>, lastBeatAt: string }>, failures: Array<{ __typename?: 'FailureCount', kind: TaskKind, errorCode: TaskErrorCode, count: number }>, tasks: { __typename?: 'TaskConnection', edges: Array<{ __typename?: 'TaskEdge', node:
          | { __typename: 'ClauseTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
          | { __typename: 'OcrTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
          | { __typename: 'RegistryAnalysisTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
          | { __typename: 'RegistryIssuanceTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
         }> }, actions: Array<{ __typename?: 'OperatorAction', id: string, at: string, operatorId: string, action: OperatorActionKind, reason: string, task:
        | { __typename?: 'ClauseTask', id: string, status: TaskStatus }
        | { __typename?: 'OcrTask', id: string, status: TaskStatus }
        | { __typename?: 'RegistryAnalysisTask', id: string, status: TaskStatus }
        | { __typename?: 'RegistryIssuanceTask', id: string, status: TaskStatus }
      , newTask?:
        | { __typename?: 'ClauseTask', id: string }
        | { __typename?: 'OcrTask', id: string }
        | { __typename?: 'RegistryAnalysisTask', id: string }
        | { __typename?: 'RegistryIssuanceTask', id: string }
       | null }> } };

export type OpsTaskEventsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OpsTaskEventsQuery = { __typename?: 'Query', ops: { __typename?: 'Ops', taskEvents: Array<{ __typename?: 'TaskEvent', version: number, toStatus: TaskStatus, errorCode?: TaskErrorCode | null, attempt: number, note?: string | null }> } };

export type RedriveLinkQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RedriveLinkQuery = { __typename?: 'Query', task?:
    | { __typename?: 'ClauseTask', id: string, redrivenFrom?:
        | { __typename?: 'ClauseTask', id: string }
        | { __typename?: 'OcrTask', id: string }
        | { __typename?: 'RegistryAnalysisTask', id: string }
        | { __typename?: 'RegistryIssuanceTask', id: string }
       | null }
    | { __typename?: 'OcrTask', id: string, redrivenFrom?:
        | { __typename?: 'ClauseTask', id: string }
        | { __typename?: 'OcrTask', id: string }
        | { __typename?: 'RegistryAnalysisTask', id: string }
        | { __typename?: 'RegistryIssuanceTask', id: string }
       | null }
    | { __typename?: 'RegistryAnalysisTask', id: string, redrivenFrom?:
        | { __typename?: 'ClauseTask', id: string }
        | { __typename?: 'OcrTask', id: string }
        | { __typename?: 'RegistryAnalysisTask', id: string }
        | { __typename?: 'RegistryIssuanceTask', id: string }
       | null }
    | { __typename?: 'RegistryIssuanceTask', id: string, redrivenFrom?:
        | { __typename?: 'ClauseTask', id: string }
        | { __typename?: 'OcrTask', id: string }
        | { __typename?: 'RegistryAnalysisTask', id: string }
        | { __typename?: 'RegistryIssuanceTask', id: string }
       | null }
   | null };

type TaskFields_ClauseTask_Fragment = { __typename: 'ClauseTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null };

type TaskFields_OcrTask_Fragment = { __typename: 'OcrTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null };

type TaskFields_RegistryAnalysisTask_Fragment = { __typename: 'RegistryAnalysisTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null };

type TaskFields_RegistryIssuanceTask_Fragment = { __typename: 'RegistryIssuanceTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null };

export type TaskFieldsFragment =
  | TaskFields_ClauseTask_Fragment
  | TaskFields_OcrTask_Fragment
  | TaskFields_RegistryAnalysisTask_Fragment
  | TaskFields_RegistryIssuanceTask_Fragment
;

export type RequestRegistryIssuanceMutationVariables = Exact<{
  nestId: Scalars['ID']['input'];
}>;


export type RequestRegistryIssuanceMutation = { __typename?: 'Mutation', requestRegistryIssuance: { __typename?: 'RequestRegistryIssuancePayload', reused: boolean, task: { __typename: 'RegistryIssuanceTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null } } };

export type TaskQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TaskQuery = { __typename?: 'Query', task?:
    | { __typename: 'ClauseTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, nest: { __typename?: 'Nest', id: string }, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    | { __typename: 'OcrTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, issuanceTask?: { __typename?: 'RegistryIssuanceTask', id: string } | null, inputFile: { __typename?: 'File', id: string, ocrText?: string | null }, nest: { __typename?: 'Nest', id: string }, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    | { __typename: 'RegistryAnalysisTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, nest: { __typename?: 'Nest', id: string }, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    | { __typename: 'RegistryIssuanceTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, file?: { __typename?: 'File', id: string, kind: FileKind, contentType: string, byteSize: number, sha256: string, url: string } | null, ocrTask?: { __typename: 'OcrTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, file: { __typename?: 'File', id: string, ocrText?: string | null }, analysisTask?: { __typename: 'RegistryAnalysisTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null } | null, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null } | null, nest: { __typename?: 'Nest', id: string }, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
   | null };

export type TaskUpdatedSubscriptionVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TaskUpdatedSubscription = { __typename?: 'Subscription', taskUpdated:
    | { __typename: 'ClauseTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    | { __typename: 'OcrTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    | { __typename: 'RegistryAnalysisTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    | { __typename: 'RegistryIssuanceTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
   };

export type NestTaskUpdatedSubscriptionVariables = Exact<{
  nestId: Scalars['ID']['input'];
}>;


export type NestTaskUpdatedSubscription = { __typename?: 'Subscription', nestTaskUpdated:
    | { __typename: 'ClauseTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    | { __typename: 'OcrTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    | { __typename: 'RegistryAnalysisTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
    | { __typename: 'RegistryIssuanceTask', id: string, kind: TaskKind, status: TaskStatus, errorCode?: TaskErrorCode | null, errorMessage?: string | null, retryCount: number, lastErrorCode?: TaskErrorCode | null, lastAttemptAt?: string | null, nextRetryAt?: string | null, workerId?: string | null, version: number, createdAt: string, startedAt?: string | null, finishedAt?: string | null, updatedAt: string, progress?: { __typename?: 'TaskProgress', done: number, total: number, unit: string } | null }
   };

export const ClauseAnalysisFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClauseAnalysisFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClauseAnalysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"riskLevel"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"references"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ClauseAnalysisFieldsFragment, unknown>;
export const TaskFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<TaskFieldsFragment, unknown>;
export const OpsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ops"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"delayed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"queues"}},{"kind":"Field","name":{"kind":"Name","value":"lastBeatAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"operatorId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newTask"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<OpsFieldsFragment, unknown>;
export const AnalyzeClausesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnalyzeClauses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clauses"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyzeClauses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clauses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clauses"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}},{"kind":"Field","name":{"kind":"Name","value":"clauseText"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<AnalyzeClausesMutation, AnalyzeClausesMutationVariables>;
export const ClauseTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClauseTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClauseTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clauseText"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClauseAnalysisFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClauseAnalysisFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClauseAnalysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"riskLevel"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"references"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ClauseTaskQuery, ClauseTaskQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const CreateNestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateNestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"depositKrw"}},{"kind":"Field","name":{"kind":"Name","value":"marketPriceKrw"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CreateNestMutation, CreateNestMutationVariables>;
export const NestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Nest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latestIssuance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<NestQuery, NestQueryVariables>;
export const NestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Nests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<NestsQuery, NestsQueryVariables>;
export const OpsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ops"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"delayed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"queues"}},{"kind":"Field","name":{"kind":"Name","value":"lastBeatAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"operatorId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newTask"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<OpsQuery, OpsQueryVariables>;
export const OpsTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"errorCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskErrorCode"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"errorCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"errorCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}},{"kind":"Field","name":{"kind":"Name","value":"nest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<OpsTasksQuery, OpsTasksQueryVariables>;
export const OpsFailuresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsFailures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<OpsFailuresQuery, OpsFailuresQueryVariables>;
export const RedriveTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedriveTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redriveTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"original"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}},{"kind":"Field","name":{"kind":"Name","value":"redrivenFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<RedriveTaskMutation, RedriveTaskMutationVariables>;
export const CancelTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<CancelTaskMutation, CancelTaskMutationVariables>;
export const OpsUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OpsUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opsUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ops"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"delayed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"queues"}},{"kind":"Field","name":{"kind":"Name","value":"lastBeatAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"operatorId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newTask"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<OpsUpdatedSubscription, OpsUpdatedSubscriptionVariables>;
export const OpsTaskEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsTaskEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<OpsTaskEventsQuery, OpsTaskEventsQueryVariables>;
export const RedriveLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RedriveLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redrivenFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RedriveLinkQuery, RedriveLinkQueryVariables>;
export const RequestRegistryIssuanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestRegistryIssuance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestRegistryIssuance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reused"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<RequestRegistryIssuanceMutation, RequestRegistryIssuanceMutationVariables>;
export const TaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Task"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}},{"kind":"Field","name":{"kind":"Name","value":"nest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistryIssuanceTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"url"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"expiresInSeconds"},"value":{"kind":"IntValue","value":"300"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"ocrTask"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OcrTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ocrText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analysisTask"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OcrTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issuanceTask"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"inputFile"},"name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ocrText"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<TaskQuery, TaskQueryVariables>;
export const TaskUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TaskUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<TaskUpdatedSubscription, TaskUpdatedSubscriptionVariables>;
export const NestTaskUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NestTaskUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nestTaskUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"retryCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastErrorCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"workerId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]} as unknown as DocumentNode<NestTaskUpdatedSubscription, NestTaskUpdatedSubscriptionVariables>;