import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  AppCancelDocument,
  AppOpsTasksDocument,
  AppTaskEventsDocument,
  AppOpsUpdatedDocument,
  AppRedriveDocument,
  type AppOpsFragment,
  type AppOpsTasksQuery,
  type TaskErrorCode,
  type TaskKind,
  type TaskStatus,
} from '../__generated__/operations';
import { ErrorBox, StatusChip } from '../components';
import { formatTime, KIND_LABEL } from '../labels';

const STATUSES: TaskStatus[] = ['PENDING', 'PROCESSING', 'SUCCESS', 'FAILED'];
const KINDS: TaskKind[] = ['REGISTRY_ISSUANCE', 'OCR', 'REGISTRY_ANALYSIS', 'CLAUSE_ANALYSIS'];
const CODES: TaskErrorCode[] = [
  'DISPATCH_FAILED',
  'STALE_PENDING',
  'STALE_PROCESSING',
  'WORKER_DEAD',
  'AUTOMATION_FAILED',
  'DUPLICATE_PAYMENT',
  'UPLOAD_FAILED',
  'SAVE_FAILED',
  'OCR_FAILED',
  'PARSE_FAILED',
  'ANALYSIS_FAILED',
  'LLM_FAILED',
  'UNKNOWN',
  'CANCELLED',
];
/** How many pictures the depth chart keeps: one a second at most, so a few minutes. */
const HISTORY = 180;

/** The operator's view: the live picture (`opsUpdated`), every user's tasks, and the actions. */
export function Ops() {
  const [picture, setPicture] = useState<AppOpsFragment | null>(null);
  const [history, setHistory] = useState<Array<{ at: number; depth: Record<string, number> }>>([]);
  const [filter, setFilter] = useState<{ status?: TaskStatus; kind?: TaskKind; errorCode?: TaskErrorCode }>({});
  const tasks = useQuery(AppOpsTasksDocument, { variables: filter, fetchPolicy: 'cache-and-network' });
  const live = useSubscription(AppOpsUpdatedDocument, {
    onData: ({ data }) => {
      const ops = data.data?.opsUpdated;
      if (!ops) return;
      setPicture(ops);
      const depth = Object.fromEntries(ops.queues.map((q) => [q.name, q.waiting + q.active + q.delayed]));
      setHistory((past) => [...past, { at: Date.now(), depth }].slice(-HISTORY));
      tasks.refetch().catch(() => undefined); // its error shows on the table
    },
  });
  const forbidden = live.error?.message.includes('Operators only') || tasks.error?.message.includes('Operators only');
  if (forbidden)
    return (
      <main>
        <h1>운영</h1>
        <p role="alert">운영자 권한(operator)이 있는 토큰으로만 볼 수 있습니다.</p>
      </main>
    );
  return (
    <main className="wide">
      <h1>운영</h1>
      <ErrorBox error={live.error} />
      {!picture && <p>현재 상태를 불러오는 중…</p>}
      {picture && (
        <div className="ops-grid">
          <section aria-labelledby="queues">
            <h2 id="queues">큐</h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">큐</th>
                  <th scope="col">대기</th>
                  <th scope="col">실행 중</th>
                  <th scope="col">예약</th>
                </tr>
              </thead>
              <tbody>
                {picture.queues.map((q) => (
                  <tr key={q.name}>
                    <th scope="row">{q.name}</th>
                    <td>{q.waiting}</td>
                    <td>{q.active}</td>
                    <td>{q.delayed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <DepthChart history={history} queues={picture.queues.map((q) => q.name)} />
          </section>
          <section aria-labelledby="workers">
            <h2 id="workers">워커</h2>
            {picture.workers.length === 0 && <p>살아 있는 워커가 없습니다.</p>}
            <ul>
              {picture.workers.map((w) => (
                <li key={w.id}>
                  <code>{w.id}</code> · {w.queues.join(', ')} · 마지막 신호 {formatTime(w.lastBeatAt)}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="failures">
            <h2 id="failures">최근 24시간 실패</h2>
            {picture.failures.length === 0 && <p>실패한 작업이 없습니다.</p>}
            <ul>
              {picture.failures.map((f) => (
                <li key={`${f.kind}-${f.errorCode}`}>
                  <button
                    type="button"
                    className="link"
                    onClick={() => setFilter({ status: 'FAILED', kind: f.kind, errorCode: f.errorCode })}
                  >
                    {KIND_LABEL[f.kind]} · {f.errorCode}: {f.count}건
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
      <section aria-labelledby="tasks">
        <h2 id="tasks">작업</h2>
        <Filters filter={filter} onChange={setFilter} />
        <ErrorBox error={tasks.error} />
        <table className="task-table">
          <thead>
            <tr>
              <th scope="col">작업</th>
              <th scope="col">종류</th>
              <th scope="col">상태</th>
              <th scope="col">코드</th>
              <th scope="col">집</th>
              <th scope="col">생성</th>
              <th scope="col">조치</th>
            </tr>
          </thead>
          <tbody>
            {tasks.data?.ops.tasks.edges.map(({ node }) => (
              <TaskRow key={node.id} task={node} onActed={() => void tasks.refetch()} />
            ))}
          </tbody>
        </table>
      </section>
      {picture && (
        <section aria-labelledby="audit">
          <h2 id="audit">운영 기록</h2>
          {picture.actions.length === 0 && <p>아직 기록이 없습니다.</p>}
          <ul className="audit">
            {picture.actions.map((a) => (
              <li key={a.id}>
                {formatTime(a.at)} · <strong>{a.operatorId}</strong> · {a.action === 'CANCEL' ? '취소' : '재실행'} ·{' '}
                <code>{a.task.id.slice(0, 8)}</code>
                {a.newTask && (
                  <>
                    {' '}
                    → <code>{a.newTask.id.slice(0, 8)}</code> ({a.newTask.status})
                  </>
                )}{' '}
                · 사유: {a.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

function Filters({
  filter,
  onChange,
}: {
  filter: { status?: TaskStatus; kind?: TaskKind; errorCode?: TaskErrorCode };
  onChange: (f: typeof filter) => void;
}) {
  const pick = <K extends keyof typeof filter>(key: K, value: string) =>
    onChange({ ...filter, [key]: value === '' ? undefined : value });
  return (
    <div className="filters">
      <label>
        상태{' '}
        <select value={filter.status ?? ''} onChange={(e) => pick('status', e.target.value)}>
          <option value="">전체</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label>
        종류{' '}
        <select value={filter.kind ?? ''} onChange={(e) => pick('kind', e.target.value)}>
          <option value="">전체</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </label>
      <label>
        코드{' '}
        <select value={filter.errorCode ?? ''} onChange={(e) => pick('errorCode', e.target.value)}>
          <option value="">전체</option>
          {CODES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

type OpsTask = AppOpsTasksQuery['ops']['tasks']['edges'][number]['node'];

function TaskRow({ task, onActed }: { task: OpsTask; onActed: () => void }) {
  const [acting, setActing] = useState<'redrive' | 'cancel' | null>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [redrive, redriving] = useMutation(AppRedriveDocument);
  const [cancel, cancelling] = useMutation(AppCancelDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    // A refused action (the task moved meanwhile) shows its error under the form, which stays open.
    const done =
      acting === 'redrive'
        ? await redrive({ variables: { id: task.id, reason } }).catch(() => null)
        : await cancel({ variables: { id: task.id, reason } }).catch(() => null);
    if (!done) return;
    setActing(null);
    setReason('');
    onActed();
  };
  return (
    <>
      <tr data-task-id={task.id} data-status={task.status}>
        <td>
          <button
            type="button"
            className="link"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            aria-label={`${task.id.slice(0, 8)} 타임라인`}
            title={task.id}
          >
            <code>{task.id.slice(0, 8)}</code>
          </button>
          {task.redrivenFrom && <span className="muted"> ← {task.redrivenFrom.id.slice(0, 8)}</span>}
        </td>
        <td>{KIND_LABEL[task.kind]}</td>
        <td>
          <StatusChip status={task.status} />
        </td>
        <td>{task.errorCode ?? ''}</td>
        <td>{task.nest.name}</td>
        <td>{formatTime(task.createdAt)}</td>
        <td>
          {task.status === 'FAILED' && (
            <button type="button" onClick={() => setActing('redrive')}>
              재실행
            </button>
          )}
          {(task.status === 'PENDING' || task.status === 'PROCESSING') && (
            <button type="button" onClick={() => setActing('cancel')}>
              취소
            </button>
          )}
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={7}>
            <Timeline taskId={task.id} version={task.version} />
          </td>
        </tr>
      )}
      {acting && (
        <tr>
          <td colSpan={7}>
            <form onSubmit={(event) => void submit(event)} className="reason-form">
              <label htmlFor={`reason-${task.id}`}>{acting === 'redrive' ? '재실행' : '취소'} 사유</label>
              <input id={`reason-${task.id}`} value={reason} onChange={(e) => setReason(e.target.value)} required />
              <button type="submit" disabled={redriving.loading || cancelling.loading}>
                확인
              </button>
              <button type="button" onClick={() => setActing(null)}>
                닫기
              </button>
              <ErrorBox error={redriving.error ?? cancelling.error} />
            </form>
          </td>
        </tr>
      )}
    </>
  );
}

/** Queue depth over the last minutes, one line per queue, as a small SVG. */
function DepthChart({
  history,
  queues,
}: {
  history: Array<{ at: number; depth: Record<string, number> }>;
  queues: string[];
}) {
  const width = 320;
  const height = 80;
  const max = Math.max(1, ...history.flatMap((h) => Object.values(h.depth)));
  const colors = ['#0b4fc4', '#a8071a', '#135200', '#391085', '#613400'];
  const points = (queue: string) =>
    history
      .map(
        (h, i) =>
          `${(i / Math.max(1, HISTORY - 1)) * width},${height - ((h.depth[queue] ?? 0) / max) * (height - 4) - 2}`,
      )
      .join(' ');
  return (
    <figure>
      <svg width={width} height={height} role="img" aria-label={`최근 큐 깊이, 최대 ${max}`}>
        <rect x={0} y={0} width={width} height={height} fill="#f6f8fa" />
        {queues.map((q, i) => (
          <polyline key={q} points={points(q)} fill="none" stroke={colors[i % colors.length]} strokeWidth={1.5} />
        ))}
      </svg>
      <figcaption className="muted">
        {queues.map((q, i) => (
          <span key={q} style={{ color: colors[i % colors.length] }}>
            ■ {q}{' '}
          </span>
        ))}{' '}
        (최대 {max})
      </figcaption>
    </figure>
  );
}

/** A task's every committed transition, from the event log; read again when the task moves. */
function Timeline({ taskId, version }: { taskId: string; version: number }) {
  const { data, error, refetch } = useQuery(AppTaskEventsDocument, {
    variables: { id: taskId },
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    refetch().catch(() => undefined);
  }, [version, refetch]);
  return (
    <div className="timeline">
      <ErrorBox error={error} />
      <ol aria-label={`작업 ${taskId.slice(0, 8)} 타임라인`}>
        {data?.ops.taskEvents.map((e) => (
          <li key={e.version}>
            v{e.version} · {formatTime(e.at)} · {e.fromStatus ?? '—'} → {e.toStatus}
            {e.errorCode ? ` (${e.errorCode})` : ''}
            {e.workerId ? ` · ${e.workerId}` : ''} · 시도 {e.attempt}
            {e.note ? ` · ${e.note}` : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}
