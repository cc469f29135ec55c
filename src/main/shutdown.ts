import { log } from '../logging/logger';
import { stopTracing } from '../tracing/tracing';

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits. A second signal exits at once: an operator who
 * presses Ctrl-C twice means it.
 */
export function onShutdownSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    log().info({ signal }, 'shutting down: finishing running work');
    // The spans still buffered go out before the exit (bounded: a collector away holds nothing up).
    stop()
      .then(() => stopTracing())
      .then(
        () => process.exit(0),
        (error) => {
          log().error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
