/** The error codes a client sees in `extensions.code` (SPEC §10). One enum, one mapping place. */
export const API_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'RATE_LIMITED',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * An error the domain raises on purpose, with the code the API reports and safe extra fields
 * (for example the task id of a request whose dispatch failed).
 */
export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string, id: string) => new DomainError('NOT_FOUND', `${what} ${id} was not found`);
export const forbidden = (what: string, id: string) =>
  new DomainError('FORBIDDEN', `${what} ${id} belongs to another user`);
export const badInput = (message: string, details: Record<string, unknown> = {}) =>
  new DomainError('BAD_USER_INPUT', message, details);
