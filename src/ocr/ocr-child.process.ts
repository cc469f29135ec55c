import type { ChildProcess } from 'node:child_process';

import { OcrChildCrashError, OcrChildTimeoutError, OcrEngineError, type OcrChildExit } from './ocr.errors';
import type { OcrPageProgress, OcrResult } from './ocr.types';
import { forkOcrChild } from './ocr-child.fork';
import {
  fromOcrErrorData,
  type OcrChildFault,
  type OcrChildOptions,
  type OcrChildReply,
  type OcrChildRequest,
} from './ocr-child.protocol';

/** How an OCR child is started and watched. */
export interface OcrChildSettings {
  options: OcrChildOptions;
  /** A child not ready this long after the fork is killed and counted as crashed. */
  startTimeoutMs: number;
  /** A child that finishes no page of a request for this long is killed as hung. */
  pageTimeoutMs: number;
  /** Where a child's unexpected end is reported. */
  log: (line: string) => void;
}

/** The one request a child is serving; id 0 is the wait for its `ready`. */
interface Pending {
  id: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  onProgress?: (progress: OcrPageProgress) => void;
  pagesDone: number;
  timer?: NodeJS.Timeout;
}

/**
 * One OCR child process, from its fork to its end; never reused after that (an engine starts a new
 * one). A process and not a worker thread: a SIGSEGV in native code (the canvas pages are painted
 * on, tesseract) kills the whole process whatever thread it hit, so only a process of its own keeps
 * the worker and its other jobs alive. Whatever ends the child while it holds a request (a signal,
 * an exit, a lost channel, silence past the page timeout) rejects that request with a retryable
 * {@link OcrChildCrashError} or {@link OcrChildTimeoutError}.
 */
export class OcrChildProcess {
  private readonly child: ChildProcess;
  private readonly exited: Promise<OcrChildExit>;
  private readonly started: Promise<unknown>;
  private pending: Pending | undefined;
  private nextId = 1;
  private stopping = false;
  /** Why this side killed the child, when it did; said in the error its exit gives. */
  private killedBecause: string | undefined;
  private gone = false;

  constructor(private readonly settings: OcrChildSettings) {
    this.child = forkOcrChild(settings.options);
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
    void this.exited.then((exit) => this.onExit(exit));
    this.child.on('message', (message) => this.receive(message as OcrChildReply));
    this.child.on('disconnect', () => this.onDisconnect());
    this.child.on('error', (error) =>
      this.condemn(new OcrChildCrashError(`OCR child ${this.pid}: ${error.message}`, null, { cause: error })),
    );
    this.started = this.expect(0, settings.startTimeoutMs);
    this.started.catch(() => undefined); // reported to whoever calls ready() or extract()
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** False from the moment the child is known to be gone, condemned or stopped: it is then replaced. */
  get alive(): boolean {
    return !this.gone;
  }

  /** Resolves once the child has loaded its code and can take a request. */
  async ready(): Promise<void> {
    await this.started;
  }

  /** Extracts the text of `pdf` in the child; `fault` is for chaos tests only. */
  async extract(
    pdf: Buffer,
    onProgress?: (progress: OcrPageProgress) => void,
    fault?: OcrChildFault,
  ): Promise<OcrResult> {
    await this.ready();
    if (this.pending) throw new OcrEngineError('The OCR child is busy: one request at a time.');
    const id = this.nextId++;
    const result = this.expect(id, this.settings.pageTimeoutMs, onProgress) as Promise<OcrResult>;
    const request: OcrChildRequest = { type: 'extract', id, pdf, ...(fault ? { fault } : {}) };
    this.child.send(request, (error) => {
      if (error)
        this.condemn(
          new OcrChildCrashError(`could not send the PDF to OCR child ${this.pid}: ${error.message}`, null, {
            cause: error,
          }),
        );
    });
    return result;
  }

  /** Lets the child leave (it exits when its channel closes); kills it if it has not after `graceMs`. */
  async stop(graceMs = 5_000): Promise<void> {
    this.stopping = true;
    this.settle(undefined, new OcrEngineError('The OCR engine was stopped during the job.'));
    this.gone = true;
    if (this.child.pid === undefined) return;
    if (this.child.connected) this.child.disconnect();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  private expect(id: number, timeoutMs: number, onProgress?: (progress: OcrPageProgress) => void): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, pagesDone: 0, ...(onProgress ? { onProgress } : {}) };
      if (this.gone) this.settle(undefined, new OcrChildCrashError(`OCR child ${this.pid} is gone`, null));
      else this.arm(timeoutMs);
    });
  }

  /** (Re)starts the watchdog: the budget is per page, so a long document is never cut short. */
  private arm(timeoutMs: number): void {
    const pending = this.pending!;
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => {
      const what = pending.id === 0 ? 'was not ready' : `finished no page (${pending.pagesDone} done)`;
      this.condemn(
        new OcrChildTimeoutError(`OCR child ${this.pid} ${what} in ${timeoutMs} ms: killed as hung`, timeoutMs),
      );
    }, timeoutMs);
  }

  private receive(message: OcrChildReply): void {
    const pending = this.pending;
    if (message.type === 'ready') return pending?.id === 0 ? this.settle(undefined) : undefined;
    if (pending?.id !== message.id) return; // an answer to a request already given up
    if (message.type === 'progress') {
      pending.pagesDone = message.progress.page;
      this.arm(this.settings.pageTimeoutMs);
      pending.onProgress?.(message.progress);
    } else if (message.type === 'result') {
      this.settle(message.result);
    } else {
      this.settle(undefined, fromOcrErrorData(message.error));
    }
  }

  private settle(value: unknown, error?: Error): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    clearTimeout(pending.timer);
    if (error) pending.reject(error);
    else pending.resolve(value);
  }

  /** Fails the pending request with `error` and kills the child: a child that misbehaved once is not trusted again. */
  private condemn(error: Error): void {
    this.gone = true;
    this.killedBecause ??= error.message;
    this.settle(undefined, error);
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  /**
   * A dying child's channel often closes just before its exit is reported: the exit, which names
   * the signal, settles the request. A child that lost its channel and lives on is killed.
   */
  private onDisconnect(): void {
    if (this.stopping) return;
    this.gone = true;
    setTimeout(() => {
      if (this.child.exitCode !== null || this.child.signalCode !== null) return;
      this.killedBecause = `OCR child ${this.pid} lost its channel`;
      this.child.kill('SIGKILL');
    }, 1_000).unref();
  }

  private onExit(exit: OcrChildExit): void {
    this.gone = true;
    if (this.stopping) return;
    const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
    const during = this.pending
      ? this.pending.id === 0
        ? ' while starting'
        : ` after ${this.pending.pagesDone} page(s) of its job`
      : '';
    const line = this.killedBecause ? `${this.killedBecause} (${how})` : `OCR child ${this.pid} ${how}${during}`;
    this.settings.log(`[ocr] ${line}; the next job starts a fresh one`);
    this.settle(undefined, new OcrChildCrashError(line, exit));
  }
}
