/**
 * The registry office (등기소) as the issuance worker sees it (SPEC §4.3).
 *
 * The idempotency key is the task id: one request = one row = one fee. An implementation must
 * never turn an unknown outcome into a second charge; the worker looks a receipt up by key before
 * it issues again after a timeout.
 */
export interface RegistryOfficeProvider {
  /** Issues the certificate for `address`, charging the fee once per `idempotencyKey`. */
  issue(request: IssueRequest): Promise<IssuedCertificate>;
  /** The receipt charged under `idempotencyKey`, or null when the office never charged that key. */
  findReceipt(idempotencyKey: string): Promise<IssuedCertificate | null>;
}

export interface IssueRequest {
  address: string;
  idempotencyKey: string;
  /** Aborts the HTTP exchange after this many milliseconds (default: the client's own timeout). */
  timeoutMs?: number;
}

export interface IssuedCertificate {
  receiptId: string;
  feeKrw: number;
  /** The PDF bytes (registry certificate, 등기사항전부증명서). */
  pdf: Buffer;
  /** True when the office returned an earlier charge for the same key instead of charging again. */
  replayed: boolean;
  /**
   * When the office issued the certificate, which shows the registry as of that moment; absent
   * when the office does not say. Decides whether a receipt is still fresh enough to adopt.
   */
  issuedAt?: Date;
}

/** Why an office call failed; the worker maps each to a task error code and a retry decision. */
export type RegistryOfficeFailure =
  /** The bot could not start, the office's automation failed, 5xx, or a connection error. Transient. */
  | 'AUTOMATION_FAILED'
  /** The office says this payment duplicates an earlier one. Permanent: never retried. */
  | 'DUPLICATE_PAYMENT'
  /** The request was sent and no answer came back in time: the charge may or may not have happened. */
  | 'OUTCOME_UNKNOWN'
  /** The office answered with an empty or non-PDF document. Transient. */
  | 'EMPTY_DOCUMENT';

/**
 * Whom a failure concerns. `office`: the office as a whole (unreachable, no answer in time, 5xx,
 * 408, 429), so other requests made now would fail alike; `request`: this request alone (another
 * 4xx, an answer that cannot be read), so other requests may well succeed.
 */
export type RegistryOfficeFailureScope = 'office' | 'request';

export class RegistryOfficeError extends Error {
  /** Whom the failure concerns. Default `office`: without a reason to blame the request, the caller waits. */
  readonly scope: RegistryOfficeFailureScope;

  constructor(
    readonly failure: RegistryOfficeFailure,
    message: string,
    /** `cause`: the transport error behind the failure, kept for logs; `scope`: see above. */
    options?: ErrorOptions & { scope?: RegistryOfficeFailureScope },
  ) {
    super(message, options);
    this.name = 'RegistryOfficeError';
    this.scope = options?.scope ?? 'office';
  }
}
