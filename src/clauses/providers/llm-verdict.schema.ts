import { z } from 'zod';

/**
 * The verdict the LLM must answer with, as zod checks it. The server is asked for the same shape
 * through `LLM_VERDICT_JSON_SCHEMA`, but not every OpenAI-compatible server enforces a schema, and
 * a model can still misfire, so every answer is parsed here too. Lenient only where nothing is at
 * stake: unknown keys are dropped and missing `referenceIndexes` means none.
 */
export const llmVerdictSchema = z.object({
  riskLevel: z.enum(['SAFE', 'CAUTION', 'DANGER']),
  summary: z.string().trim().min(1),
  recommendation: z.string().trim().min(1).nullable(),
  referenceIndexes: z.array(z.number().int().nonnegative()).default([]),
});

export type LlmVerdict = z.infer<typeof llmVerdictSchema>;

/**
 * `response_format.json_schema` of the chat request. Written for OpenAI's strict mode: every
 * property required, no additional properties, and only keywords strict mode accepts (no
 * minLength or minimum; zod checks those).
 */
export const LLM_VERDICT_JSON_SCHEMA = {
  name: 'clause_verdict',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['riskLevel', 'summary', 'recommendation', 'referenceIndexes'],
    properties: {
      riskLevel: { type: 'string', enum: ['SAFE', 'CAUTION', 'DANGER'], description: '임차인 입장의 위험도' },
      summary: { type: 'string', description: '임차인을 위한 쉬운 한국어 설명과 근거' },
      recommendation: { type: ['string', 'null'], description: '고칠 문구나 할 일; 문제가 없을 때만 null' },
      referenceIndexes: { type: 'array', items: { type: 'integer' }, description: '근거로 쓴 참고 자료 번호' },
    },
  },
} as const;
