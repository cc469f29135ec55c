import { z } from 'zod';
import type { ClauseVerdict, RetrievedReference } from '../clause.types';
import { toReferenceView } from '../analysis/reference-view';
import type { ClauseAnalysisInput, ClauseAnalyzer } from './clause-analyzer.provider';
import { postOpenAiJson, type OpenAiCompatibleOptions } from './openai-compatible.http';
import { ClauseProviderError } from './provider-error';

/** Options of the LLM analyzer. */
export interface OpenAiCompatibleAnalyzerOptions extends OpenAiCompatibleOptions {
  /** Sampling temperature. Default 0: the same clause should get the same verdict. */
  temperature?: number;
}

const verdictAnswer = z.object({
  riskLevel: z.enum(['SAFE', 'CAUTION', 'DANGER']),
  summary: z.string().min(1),
  recommendation: z.string().min(1).nullable(),
  referenceIndexes: z.array(z.number().int().nonnegative()).default([]),
});

const chatAnswer = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const SYSTEM_PROMPT = [
  '당신은 한국 주택임대차 계약서의 특약을 임차인 입장에서 검토하는 법률 보조자입니다.',
  '주어진 참고 자료(법 조문, 표준계약서, 불공정 특약 유형)만 근거로 조항의 위험도를 판단하세요.',
  'DANGER: 보증금이나 대항력·우선변제권·갱신요구권 같은 핵심 권리를 잃게 하는 조항.',
  'CAUTION: 비용 부담이나 분쟁 소지가 있는 조항. SAFE: 법과 표준계약서에 비추어 문제가 없는 조항.',
  '반드시 JSON 하나로만 답하세요: {"riskLevel":"SAFE|CAUTION|DANGER","summary":"임차인을 위한 쉬운 한국어 설명",',
  '"recommendation":"고칠 문구나 행동(문제가 없으면 null)","referenceIndexes":[근거로 쓴 참고 자료 번호]}',
].join('\n');

/** Clause analysis through POST /v1/chat/completions, answer validated with zod. */
export class OpenAiCompatibleAnalyzer implements ClauseAnalyzer {
  readonly model: string;

  constructor(private readonly options: OpenAiCompatibleAnalyzerOptions) {
    this.model = options.model;
  }

  async analyze(input: ClauseAnalysisInput): Promise<ClauseVerdict> {
    const raw = await postOpenAiJson(this.options, '/v1/chat/completions', {
      model: this.model,
      temperature: this.options.temperature ?? 0,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: userPrompt(input.clause, input.references) },
      ],
    });
    const answer = parseVerdict(raw);
    const cited = answer.referenceIndexes.map((i) => input.references[i]).filter((r): r is RetrievedReference => r !== undefined);
    return {
      riskLevel: answer.riskLevel,
      summary: answer.summary,
      recommendation: answer.recommendation,
      references: (cited.length > 0 ? cited : input.references.slice(0, 3)).map(toReferenceView),
    };
  }
}

function userPrompt(clause: string, references: RetrievedReference[]): string {
  const listed = references.map((r, i) => `[${i}] ${r.source} ${r.title}\n${r.text}`).join('\n\n');
  return `검토할 조항:\n${clause}\n\n참고 자료:\n${listed}`;
}

/** A chat answer whose content is not the JSON we asked for is a model misfire: retryable. */
function parseVerdict(raw: unknown): z.infer<typeof verdictAnswer> {
  const chat = chatAnswer.safeParse(raw);
  if (!chat.success) throw new ClauseProviderError('MALFORMED_RESPONSE', `chat answer fails the schema: ${chat.error.message}`);
  const content = chat.data.choices[0]?.message.content ?? '';
  let json: unknown;
  try {
    json = JSON.parse(stripCodeFence(content));
  } catch {
    throw new ClauseProviderError('MALFORMED_RESPONSE', 'the model did not answer with JSON');
  }
  const verdict = verdictAnswer.safeParse(json);
  if (!verdict.success) throw new ClauseProviderError('MALFORMED_RESPONSE', `verdict fails the schema: ${verdict.error.message}`);
  return verdict.data;
}

/** Some servers ignore response_format and wrap JSON in a Markdown fence. */
function stripCodeFence(content: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/u.exec(content.trim());
  return fenced?.[1] ?? content;
}
