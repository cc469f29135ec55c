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

export class RegistryOfficeError extends Error {
  constructor(
    readonly failure: RegistryOfficeFailure,
    message: string,
    /** `cause`: the transport error behind the failure, kept for logs. */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'RegistryOfficeError';
  }
}
