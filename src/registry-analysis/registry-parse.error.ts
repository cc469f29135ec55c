/**
 * The text is not a registry certificate we can read (no 갑구, no owner). Permanent: the same
 * text fails the same way, so the task ends FAILED(PARSE_FAILED) without a retry.
 */
export class RegistryParseError extends Error {
  override name = 'RegistryParseError';
}
