import { monitorEventLoopDelay, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { observe } from './metrics';

/** GC kinds as Node reports them (`detail.kind`, perf_hooks constants NODE_PERFORMANCE_GC_*). */
const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' };

/** How often the loop's worst delay is recorded: one observation per process per second. */
const WINDOW_MS = 1_000;

/**
 * A process's own stalls, cluster-wide on `/metrics` beside the tasks' latencies, so an operator can
 * tell a slow task from a stalled process: each second's longest event-loop delay
 * (`process_event_loop_delay_max_seconds`) and every garbage-collection pause
 * (`process_gc_pause_seconds`), by process part. Started once by each entry point (API, worker,
 * reaper); returns the stop.
 */
export function startProcessHealth(part: string): () => void {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const timer = setInterval(() => {
    // `max` is 0 until the histogram has a sample (the first window after a start).
    if (loop.count > 0) observe('process_event_loop_delay_max_seconds', { part }, loop.max / 1e9);
    loop.reset();
  }, WINDOW_MS);
  timer.unref();
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      observe('process_gc_pause_seconds', { part, kind: gcKind(entry) }, entry.duration / 1000);
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  return () => {
    clearInterval(timer);
    loop.disable();
    gc.disconnect();
  };
}

function gcKind(entry: PerformanceEntry): string {
  // `detail` is Node's addition to the web PerformanceEntry (the typings leave it out).
  const kind = (entry as PerformanceEntry & { detail?: { kind?: number } | null }).detail?.kind;
  return (kind !== undefined && GC_KINDS[kind]) || 'other';
}
