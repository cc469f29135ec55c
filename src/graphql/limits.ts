import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, type ParseOptions, type ValidationContext, type ValidationRule } from 'graphql';
import { operationCostRule } from './operation-cost.rule';

/**
 * What one GraphQL operation may ask for, on HTTP and on graphql-ws alike. Every check is linear in
 * the document's size: the parser stops at `maxTokens`, and the rules that follow fragments
 * measure each fragment once and reuse the figure at every spread, so a document of fragments that
 * spread each other twice costs one walk, not 2^n.
 */
export interface OperationLimits {
  /**
   * Lexical tokens in one document (graphql-js stops parsing there). Default 2,000: the largest
   * document the web app sends is ~300 tokens and the sandbox's introspection query ~450; every
   * other check below then walks at most this much.
   */
  maxTokens: number;
  /**
   * Field nesting. Default 10: the deepest real read, `nest → tasks → edges → node → ocrTask →
   * analysisTask → analysis → findings → …`, is 9 levels.
   */
  maxDepth: number;
  /**
   * Estimated nodes an operation may touch: a field costs 1, and a field with `first` multiplies
   * what it selects by that page size (1–100; a variable counts as 100, an absent `first` as its
   * default). Default 5,000: a page of 100 tasks with their nests costs ~400; two nested pages of
   * 100 (10,000 rows) are refused.
   */
  maxCost: number;
  /**
   * Aliased fields, counted at every spread of the fragment that holds them. Default 15: aliases
   * are how one operation multiplies a field; a screen needs a handful.
   */
  maxAliases: number;
  /** Directives (@skip, @include, …), counted like aliases. Default 50. */
  maxDirectives: number;
  /**
   * Root fields of one mutation operation. Default 3: each mutation is an effect (a nest, a paid
   * issuance, LLM calls), and a hundred aliased `requestRegistryIssuance` in one request are not
   * a client's need. Subscriptions already take exactly one (graphql-js).
   */
  maxMutationFields: number;
  /** The largest page a list field serves; its `first` must be 1 to this. Default 100. */
  maxPageSize: number;
}

export const DEFAULT_OPERATION_LIMITS: OperationLimits = {
  maxTokens: 2_000,
  maxDepth: 10,
  maxCost: 5_000,
  maxAliases: 15,
  maxDirectives: 50,
  maxMutationFields: 3,
  maxPageSize: 100,
};

/** The parser's share of the limits (graphql-js `parse(source, options)`, Apollo's `parseOptions`). */
export function parseOptionsOf(limits: OperationLimits): ParseOptions {
  return { maxTokens: limits.maxTokens };
}

/**
 * The validation rules of the limits, run after graphql-js's own. Each refusal is a validation error
 * with `extensions.limit` naming the limit, so a client can tell which one it hit.
 */
export function operationLimitRules(limits: OperationLimits): ValidationRule[] {
  // graphql-armor's rules throw a "Syntax Error: …" without a code by default; they report into the
  // validation context here, so every refusal reads the same on both transports.
  const report = (limit: string) => ({
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(limitError(limit, error.message.replace(/^Syntax Error: /, ''))),
    ],
  });
  return [
    maxDepthRule({ n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: true, ...report('depth') }),
    maxAliasesRule({ n: limits.maxAliases, ...report('aliases') }),
    maxDirectivesRule({ n: limits.maxDirectives, ...report('directives') }),
    operationCostRule(limits, (limit, message) => limitError(limit, message)),
  ];
}

function limitError(limit: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit } });
}
