import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  AppAnalyzeClausesDocument,
  AppNestDocument,
  AppNestTaskUpdatedDocument,
  AppRequestIssuanceDocument,
  type AppTaskFragment,
} from '../__generated__/operations';
import { ErrorBox, RiskBadge, TaskLine } from '../components';
import { formatKrw, formatTime, STAGE_LABEL } from '../labels';
import { Link } from '../router';

/**
 * One nest, live: every pushed transition of its tasks is shown at once (`nestTaskUpdated`), and the
 * nest is read again shortly after, for what a push does not carry (the analysis, the file).
 */
export function NestDetail({ id }: { id: string }) {
  const { data, error, refetch } = useQuery(AppNestDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [pushed, setPushed] = useState<Record<string, AppTaskFragment>>({});
  const timer = useRef<number | undefined>(undefined);
  useSubscription(AppNestTaskUpdatedDocument, {
    variables: { nestId: id },
    onData: ({ data: message }) => {
      const task = message.data?.nestTaskUpdated;
      if (!task) return;
      setPushed((shown) =>
        shown[task.id] && shown[task.id].version >= task.version ? shown : { ...shown, [task.id]: task },
      );
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        refetch().catch(() => undefined);
      }, 150);
    },
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const live = <T extends AppTaskFragment>(task: T | null | undefined): T | null | undefined =>
    task && pushed[task.id] && pushed[task.id].version > task.version ? { ...task, ...pushed[task.id] } : task;

  const nest = data?.nest;
  if (error)
    return (
      <main>
        <ErrorBox error={error} />
        <Link to="/">← 내 둥지</Link>
      </main>
    );
  if (!nest)
    return (
      <main>
        <p>불러오는 중…</p>
      </main>
    );
  const issuance = live(nest.latestIssuance);
  const ocr = live(issuance?.ocrTask);
  const analysisTask = live(ocr?.__typename === 'OcrTask' ? ocr.analysisTask : null);
  const analysis = analysisTask?.__typename === 'RegistryAnalysisTask' ? analysisTask.analysis : null;
  const clauses = nest.tasks.edges
    .map((edge) => live(edge.node)!)
    .filter((task) => task.kind === 'CLAUSE_ANALYSIS')
    .reverse();
  return (
    <main>
      <p>
        <Link to="/">← 내 둥지</Link>
      </p>
      <h1>{nest.name}</h1>
      <p className="muted">
        {nest.address} · 보증금 {formatKrw(nest.depositKrw)} · 시세 {formatKrw(nest.marketPriceKrw)}
      </p>

      <section aria-labelledby="registry">
        <h2 id="registry">등기부등본과 권리분석</h2>
        <IssuanceButton nestId={nest.id} active={issuance?.status === 'PENDING' || issuance?.status === 'PROCESSING'} />
        {!issuance && <p>아직 발급을 요청하지 않았습니다.</p>}
        {issuance && <TaskLine task={issuance} />}
        {issuance?.__typename === 'RegistryIssuanceTask' && issuance.file && (
          <p>
            <a href={issuance.file.url} download>
              발급받은 등기부등본 내려받기 (PDF, {Math.round(issuance.file.byteSize / 1024)} KB)
            </a>
          </p>
        )}
        {ocr && <TaskLine task={ocr} />}
        {analysisTask && <TaskLine task={analysisTask} />}
        {analysis && (
          <div className="analysis" aria-live="polite">
            <p>
              위험도: <RiskBadge level={analysis.riskLevel} /> · 소유자 {analysis.owners.join(', ') || '—'} · 채권최고액
              합계 {formatKrw(analysis.securedDebtKrw)}
            </p>
            <ul className="findings">
              {analysis.findings.map((finding) => (
                <li key={finding.code}>
                  <RiskBadge level={finding.severity} /> {finding.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <section aria-labelledby="clauses">
        <h2 id="clauses">특약 조항 분석</h2>
        <ClauseForm
          nestId={nest.id}
          onDone={() => {
            refetch().catch(() => undefined);
          }}
        />
        <ol className="clause-list">
          {clauses.map((task) => (
            <li key={task.id} data-task-id={task.id} data-status={task.status}>
              <p className="clause-text">{task.__typename === 'ClauseTask' ? task.clauseText : ''}</p>
              <TaskLine
                task={task}
                label={
                  task.__typename === 'ClauseTask' && task.status !== 'SUCCESS'
                    ? `특약 분석 (${STAGE_LABEL[task.stage] ?? task.stage})`
                    : '특약 분석'
                }
              />
              {task.__typename === 'ClauseTask' && task.analysis && (
                <div className="clause-result">
                  <p>
                    <RiskBadge level={task.analysis.riskLevel} /> {task.analysis.summary}
                  </p>
                  {task.analysis.recommendation && <p className="muted">권고: {task.analysis.recommendation}</p>}
                  {task.analysis.references.length > 0 && (
                    <p className="muted">
                      근거:{' '}
                      {task.analysis.references
                        .slice(0, 3)
                        .map((ref) => `${ref.source} ${ref.title}`)
                        .join(' · ')}
                    </p>
                  )}
                </div>
              )}
            </li>
          ))}
        </ol>
      </section>
      <p className="muted">마지막 갱신 {formatTime(new Date().toISOString())}</p>
    </main>
  );
}

function IssuanceButton({ nestId, active }: { nestId: string; active: boolean }) {
  const [request, { loading, error }] = useMutation(AppRequestIssuanceDocument, { refetchQueries: [AppNestDocument] });
  return (
    <>
      <button
        type="button"
        disabled={loading || active}
        onClick={() => {
          request({ variables: { nestId } }).catch(() => undefined);
        }}
      >
        {active ? '발급 진행 중' : '등기부등본 발급 요청'}
      </button>
      <ErrorBox error={error} />
    </>
  );
}

function ClauseForm({ nestId, onDone }: { nestId: string; onDone: () => void }) {
  const [text, setText] = useState('');
  const [analyze, { loading, error }] = useMutation(AppAnalyzeClausesDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clauses = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (clauses.length === 0) return;
    if (!(await analyze({ variables: { nestId, clauses } }).catch(() => null))) return; // the error shows under the form
    setText('');
    onDone();
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <label htmlFor="clauses-input">특약 조항 (한 줄에 하나씩)</label>
      <textarea
        id="clauses-input"
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="임차인은 전입신고를 하지 않는다."
      />
      <button type="submit" disabled={loading}>
        분석 요청
      </button>
      <ErrorBox error={error} />
    </form>
  );
}
