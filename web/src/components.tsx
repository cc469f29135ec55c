import type { AppTaskFragment } from './__generated__/operations';
import { KIND_LABEL, RISK_LABEL, STATUS_LABEL } from './labels';

export function StatusChip({ status }: { status: string }) {
  return <span className={`chip chip-${status.toLowerCase()}`}>{STATUS_LABEL[status] ?? status}</span>;
}

export function RiskBadge({ level }: { level: string }) {
  return <strong className={`risk risk-${level.toLowerCase()}`}>{RISK_LABEL[level] ?? level}</strong>;
}

/** A task's state, its progress bar while it runs, and its error sentence when it failed. */
export function TaskLine({
  task,
  label,
}: {
  task: Pick<AppTaskFragment, 'kind' | 'status' | 'progress' | 'errorMessage' | 'id'>;
  label?: string;
}) {
  const progress = task.progress;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;
  return (
    <div className="task-line" data-task-id={task.id} data-status={task.status}>
      <span className="task-kind">{label ?? KIND_LABEL[task.kind] ?? task.kind}</span>
      <StatusChip status={task.status} />
      {task.status === 'PROCESSING' && progress && (
        <span className="progress-wrap">
          <progress
            max={progress.total}
            value={progress.done}
            aria-label={`${label ?? KIND_LABEL[task.kind]} 진행률`}
          />
          <span className="progress-text">
            {progress.done}/{progress.total} {progress.unit === 'page' ? '쪽' : progress.unit} ({percent}%)
          </span>
        </span>
      )}
      {task.status === 'FAILED' && task.errorMessage && <span className="error-text">{task.errorMessage}</span>}
    </div>
  );
}

export function ErrorBox({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error);
  return (
    <p role="alert" className="error-box">
      오류: {message}
    </p>
  );
}
