/**
 * The layering rules of ARCHITECTURE.md, checked by `npm test` (scripts/check-code.sh) with
 * dependency-cruiser. Type-only imports count: a type is an arrow too.
 */
const CAPABILITIES =
  '^src/(issuance|ocr|ocr-task|registry-analysis|registry-office|clauses|clause-tasks|notify|nests|users|files|quotas|input)/';
const GRAPHQL = '^node_modules/(graphql|type-graphql|graphql-ws|graphql-scalars|@apollo/server|@escape\\.tech)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module reaches itself through its imports.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'capabilities-without-graphql',
      severity: 'error',
      comment: 'A capability is called by resolvers and handlers; it knows neither GraphQL nor the API.',
      from: { path: CAPABILITIES },
      to: { path: [GRAPHQL, '^src/(graphql|api)/'] },
    },
    {
      name: 'capabilities-without-bee-queue',
      severity: 'error',
      comment: 'A capability does its work on a row; which queue carried the job is not its business.',
      from: { path: CAPABILITIES },
      to: { path: ['^node_modules/bee-queue/', '^src/queue/'] },
    },
    {
      name: 'infra-below-everything',
      severity: 'error',
      comment: 'Infrastructure (database, Redis, storage, cursors) serves every layer and imports none of them.',
      from: { path: '^src/infra/' },
      to: { path: [CAPABILITIES, '^src/(tasks|ops|live|queue|graphql|api|main|metrics|worker-runtime)/', '^workers/'] },
    },
    {
      name: 'queue-without-tasks',
      severity: 'error',
      comment:
        'The queue is the transport: it carries a task id and knows nothing of tasks (their jobs are declared in src/tasks/jobs.ts).',
      from: { path: '^src/queue/' },
      to: { path: [CAPABILITIES, '^src/(tasks|ops|live|graphql|api|main)/', '^workers/'] },
    },
    {
      name: 'api-never-runs-handlers',
      severity: 'error',
      comment: 'The API creates tasks and enqueues them; only workers run them.',
      from: { path: '^src/(api|graphql)/|^src/main/(api|create-api)\\.ts$' },
      to: { path: ['^workers/', '^src/tasks/task-worker\\.ts$', '^src/main/create-workers\\.ts$'] },
    },
    {
      name: 'src-never-imports-workers',
      severity: 'error',
      comment: 'workers/ holds entry points and handler factories; the application below them never reaches up.',
      from: { path: '^src/' },
      to: { path: '^workers/' },
    },
    {
      name: 'no-simulator-in-the-application',
      severity: 'error',
      comment:
        'The registry office simulator is a development and test party; the application talks to an office over HTTP.',
      from: { path: '^(src|workers)/', pathNot: '^src/main/run-all\\.ts$' },
      to: { path: '^simulator/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  },
};
