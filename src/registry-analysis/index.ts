// The registry rights analysis (SPEC §4.5). Domain code: no queue, no GraphQL.
export { analyzeRegistryText, PARSER_VERSION, type AnalyzeRegistryOptions } from './analyze-registry-text';
export { parseRegistryCertificate } from './registry-certificate.parser';
export {
  DEFAULT_SEVERITIES,
  evaluateRules,
  RULES_VERSION,
  type RegistryRulesConfig,
  type RuleContext,
} from './registry-rules';
export { formatKrw } from './registry-finding.messages';
export { RegistryParseError } from './registry-parse.error';
export { findRegistryAnalysis, insertRegistryAnalysis, type RegistryAnalysisRecord } from './registry-analysis.storage';
export { runRegistryAnalysis, type RegistryAnalysisDeps } from './run-registry-analysis';
export type * from './registry-analysis.types';
