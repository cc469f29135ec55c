/**
 * OCR failures, told apart by type so the OCR worker never matches on message text (SPEC §4.4:
 * an exception is retried twice, 30 s apart, then the task ends FAILED(OCR_FAILED)).
 *
 * - {@link OcrInputError}: the PDF itself is unusable (not a PDF, corrupt, encrypted, over the
 *   limits). The same bytes fail the same way every time: permanent, never retried.
 * - {@link OcrDataMissingError}: this machine lacks trained data. Retrying in 30 s cannot fix it;
 *   the setup script can. Permanent.
 * - {@link OcrEngineError}: rendering or recognition broke (worker thread died, out of memory…).
 *   Worth retrying: the engine starts a fresh tesseract worker on the next call. Its kinds
 *   {@link OcrChildCrashError} and {@link OcrChildTimeoutError} say the OCR child process died or
 *   hung; the next call starts a fresh child.
 */
export abstract class OcrError extends Error {
  /** True when running the same job again may succeed. */
  abstract readonly retryable: boolean;
}

/** Why a PDF was refused before any recognition ran. */
export type OcrInputProblem =
  /** The bytes do not start like a PDF (`%PDF-` missing from the first kilobyte). */
  | 'NOT_PDF'
  /** The bytes claim to be a PDF but the parser cannot read them. */
  | 'CORRUPT_PDF'
  /** The PDF needs a password. */
  | 'ENCRYPTED_PDF'
  /** The buffer is larger than `maxBytes`. */
  | 'TOO_LARGE'
  /** The document has more pages than `maxPages`. */
  | 'TOO_MANY_PAGES'
  /** The document has no pages or an empty buffer was given. */
  | 'EMPTY';

/** The PDF cannot be processed, now or ever. Permanent: `retryable` is `false` in the type. */
export class OcrInputError extends OcrError {
  override readonly retryable = false as const;
  override readonly name = 'OcrInputError';

  constructor(
    readonly problem: OcrInputProblem,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A trained-data file is missing or unreadable. Permanent until the setup script runs. */
export class OcrDataMissingError extends OcrError {
  override readonly retryable = false as const;
  override readonly name = 'OcrDataMissingError';

  constructor(
    /** Absolute path of the first missing file. */
    readonly missingFile: string,
    /** The command that installs it. */
    readonly installCommand: string,
  ) {
    super(`OCR trained data missing: ${missingFile}. Install it with: ${installCommand}`);
  }
}

/** Rendering or recognition failed for a reason outside the input. Transient: retry. */
export class OcrEngineError extends OcrError {
  override readonly retryable = true as const;
  // Widened to string: the OCR child's failures below are engine errors with names of their own.
  override readonly name: string = 'OcrEngineError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** How an OCR child process ended: its exit code, or the signal that killed it. */
export interface OcrChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * The OCR child process ended while it held a job: killed by a signal (a SIGSEGV in the native
 * canvas or tesseract code), exited, or lost its channel. Transient: the next call starts a fresh
 * child, and the same document usually reads fine there.
 */
export class OcrChildCrashError extends OcrEngineError {
  override readonly name: string = 'OcrChildCrashError';

  constructor(
    message: string,
    /** How the child ended, when it did end (null: it lost its channel or could not be reached). */
    readonly exit: OcrChildExit | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The OCR child finished no page for `timeoutMs`: it was killed as hung. Transient. */
export class OcrChildTimeoutError extends OcrEngineError {
  override readonly name: string = 'OcrChildTimeoutError';

  constructor(
    message: string,
    /** The silence, in milliseconds, after which the child was killed. */
    readonly timeoutMs: number,
  ) {
    super(message);
  }
}

/**
 * Whether the OCR job that threw `error` is worth running again. Unknown errors count as
 * transient, matching SPEC §4.4 ("on an exception: retry"); only errors that say they are
 * permanent skip the retries.
 */
export function isRetryableOcrError(error: unknown): boolean {
  return error instanceof OcrError ? error.retryable : true;
}
