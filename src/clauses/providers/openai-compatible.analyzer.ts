import { z } from 'zod';
import type { ClauseVerdict, RetrievedReference } from '../clause.types';
import { toReferenceView } from '../analysis/reference-view';
import type { ClauseAnalysisInput, ClauseAnalyzer } from './clause-analyzer.provider';
import { buildClauseMessages } from './llm-clause.prompt';
import { LLM_VERDICT_JSON_SCHEMA, llmVerdictSchema, type LlmVerdict } from './llm-verdict.schema';
import { postOpenAiJson, type OpenAiCompatibleOptions } from './openai-compatible.http';
import { ClauseProviderError } from './provider-error';

/** Options of the LLM analyzer. */
export interface OpenAiCompatibleAnalyzerOptions extends OpenAiCompatibleOptions {
  /** Sampling temperature. Default 0: the same clause should get the same verdict. */
  temperature?: number;
  /**
   * Upper bound on the answer's tokens (`max_tokens`). Default 600: a verdict is a few Korean
   * sentences; the bound caps the cost of a model that rambles or loops.
   */
  maxTokens?: number;
}

/** Default of `maxTokens`, and of LLM_MAX_TOKENS. */
export const DEFAULT_LLM_MAX_TOKENS = 600;

const chatAnswer = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({ content: z.string().nullable(), refusal: z.string().nullish() }),
      }),
    )
    .min(1),
});

/**
 * Clause analysis through POST /v1/chat/completions. The request carries the retrieved
 * references, labelled few-shot examples, the clause as delimited untrusted data, a JSON schema
 * for the answer and a token bound; the answer is validated with zod whatever the server promised.
 */
export class OpenAiCompatibleAnalyzer implements ClauseAnalyzer {
  readonly model: string;

  constructor(private readonly options: OpenAiCompatibleAnalyzerOptions) {
    this.model = options.model;
  }

  async analyze(input: ClauseAnalysisInput): Promise<ClauseVerdict> {
    const raw = await postOpenAiJson(this.options, '/v1/chat/completions', {
      model: this.model,
      temperature: this.options.temperature ?? 0,
      max_tokens: this.options.maxTokens ?? DEFAULT_LLM_MAX_TOKENS,
      response_format: { type: 'json_schema', json_schema: LLM_VERDICT_JSON_SCHEMA },
      messages: buildClauseMessages(input.clause, input.references),
    });
    const answer = parseVerdict(raw);
    const cited = answer.referenceIndexes
      .map((i) => input.references[i])
      .filter((r): r is RetrievedReference => r !== undefined);
    return {
      riskLevel: answer.riskLevel,
      summary: answer.summary,
      recommendation: answer.recommendation,
      references: (cited.length > 0 ? cited : input.references.slice(0, 3)).map(toReferenceView),
    };
  }
}

/**
 * Any answer that is not the verdict we asked for is a model misfire: MALFORMED_RESPONSE, which
 * the stage retries and, retries used up, ends LLM_FAILED. Never a default verdict: guessing SAFE
 * for an answer we cannot read is the one mistake a tenant cannot afford.
 */
function parseVerdict(raw: unknown): LlmVerdict {
  const chat = chatAnswer.safeParse(raw);
  if (!chat.success) throw malformed(`chat answer fails the schema: ${issuesOf(chat.error)}`);
  const choice = chat.data.choices[0];
  if (choice.message.refusal) throw malformed(`the model refused: ${choice.message.refusal.slice(0, 200)}`);
  // Stopped by the bound, not by the model: whatever came is not an answer it finished.
  if (choice.finish_reason === 'length') throw malformed('the answer was cut at max_tokens');
  let json: unknown;
  try {
    json = JSON.parse(stripCodeFence(choice.message.content ?? ''));
  } catch {
    throw malformed('the model did not answer with JSON');
  }
  const verdict = llmVerdictSchema.safeParse(json);
  if (!verdict.success) throw malformed(`verdict fails the schema: ${issuesOf(verdict.error)}`);
  return verdict.data;
}

const malformed = (message: string): ClauseProviderError => new ClauseProviderError('MALFORMED_RESPONSE', message);

/** One line per answer: the message lands in a log line and on the task row. */
const issuesOf = (error: z.ZodError): string =>
  error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

/** Some servers ignore response_format and wrap JSON in a Markdown fence. */
function stripCodeFence(content: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/u.exec(content.trim());
  return fenced?.[1] ?? content;
}
