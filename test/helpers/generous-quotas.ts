/**
 * Quota settings no test or benchmark reaches: they make hundreds of tasks, clauses and requests as
 * one user. Only the quota tests run with the defaults or with small limits of their own.
 */
export const GENEROUS_QUOTAS: Record<string, string> = {
  QUOTA_ISSUANCE_PER_10_MINUTES: '1000000',
  QUOTA_ISSUANCE_PER_DAY: '1000000',
  QUOTA_CLAUSES_PER_HOUR: '1000000',
  QUOTA_REQUESTS_PER_MINUTE: '100000000',
};
