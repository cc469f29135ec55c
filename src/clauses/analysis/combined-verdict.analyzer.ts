import type { ClauseVerdict, RiskLevel } from '../clause.types';
import type { ClauseAnalysisInput, ClauseAnalyzer } from '../providers/clause-analyzer.provider';

/** The two analyzers a combined verdict is made of. */
export interface CombinedVerdictAnalyzerOptions {
  /** The rule analyzer: local, cheap, deterministic, and not open to instructions in the clause. */
  rules: ClauseAnalyzer;
  /** The LLM analyzer: reads nuance the rules miss, but can be wrong or steered by the clause. */
  llm: ClauseAnalyzer;
}

const RANK: Record<RiskLevel, number> = { SAFE: 0, CAUTION: 1, DANGER: 2 };
// Each level with its particle (으로/로), as the notes below say "… as SAFE".
const AS_LEVEL: Record<RiskLevel, string> = {
  SAFE: '안전(SAFE)으로',
  CAUTION: '주의(CAUTION)로',
  DANGER: '위험(DANGER)으로',
};

// A non-SAFE verdict must tell the tenant what to do even when its analyzer gave no advice.
const FALLBACK_RECOMMENDATION =
  '이 조항이 임차인에게 어떤 영향을 주는지 임대인에게 확인하고, 불리한 부분은 고치거나 삭제해 달라고 요구하세요.';

/**
 * Stage 2 with an LLM, guarded by the rules: both analyse the clause and the higher risk wins
 * (SAFE < CAUTION < DANGER). The model may raise the rules' level — it reads wording no pattern
 * lists — but never lower it: a clause the rules call DANGER stays DANGER whatever the model says,
 * since a model can be wrong, and a clause can be written to talk it into SAFE.
 *
 * The rules run first: they cost nothing, and a fault there should not spend a paid call. A
 * failing LLM call fails the analysis (the stage retries it) rather than falling back to the
 * rules alone, so a stored analysis always says both were heard — `model` names both.
 */
export class CombinedVerdictAnalyzer implements ClauseAnalyzer {
  readonly model: string;
  private readonly rules: ClauseAnalyzer;
  private readonly llm: ClauseAnalyzer;

  constructor(options: CombinedVerdictAnalyzerOptions) {
    this.rules = options.rules;
    this.llm = options.llm;
    this.model = `${options.llm.model}+rules:${options.rules.model}`;
  }

  async analyze(input: ClauseAnalysisInput): Promise<ClauseVerdict> {
    const rules = await this.rules.analyze(input);
    const llm = await this.llm.analyze(input);
    return combineVerdicts(rules, llm);
  }
}

/**
 * The combined verdict. When both agree it is the LLM's (its wording and citations are the richer
 * ones). When they disagree it is the higher one's, with its own references, and the summary says
 * which analyzer decided and what the other thought. The lower side's text is left out: when the
 * model is the lower side, its reassurance may be exactly what the clause asked it to write.
 */
export function combineVerdicts(rules: ClauseVerdict, llm: ClauseVerdict): ClauseVerdict {
  if (rules.riskLevel === llm.riskLevel) return llm;
  if (RANK[llm.riskLevel] > RANK[rules.riskLevel] || rulesUnsure(rules)) {
    const note =
      RANK[llm.riskLevel] > RANK[rules.riskLevel]
        ? `[판정 근거] 규칙 분석은 ${AS_LEVEL[rules.riskLevel]} 보았지만, 언어 모델이 더 큰 위험을 찾아 ${AS_LEVEL[llm.riskLevel]} 판정했습니다.`
        : `[판정 근거] 규칙 분석은 이 조항을 알아보지 못해 확인이 필요하다고 보았고, 언어 모델이 ${AS_LEVEL[llm.riskLevel]} 판정했습니다.`;
    return {
      ...llm,
      summary: `${llm.summary}\n\n${note}`,
      recommendation: llm.recommendation ?? rules.recommendation ?? FALLBACK_RECOMMENDATION,
    };
  }
  const note = `[판정 근거] 언어 모델은 ${AS_LEVEL[llm.riskLevel]} 보았지만, 규칙 분석이 ${AS_LEVEL[rules.riskLevel]} 판정했습니다. 규칙이 찾은 위험은 모델의 판단으로 낮추지 않습니다.`;
  return {
    ...rules,
    summary: `${rules.summary}\n\n${note}`,
    recommendation: rules.recommendation ?? FALLBACK_RECOMMENDATION,
  };
}

/**
 * The rules' CAUTION for a clause they did not recognise ("확인 필요", low confidence) is no
 * finding: the model's reading may replace it, lower or not. A DANGER, or a CAUTION the rules
 * found, is never lowered.
 */
function rulesUnsure(rules: ClauseVerdict): boolean {
  return rules.riskLevel === 'CAUTION' && rules.confidence != null && rules.confidence < UNSURE_BELOW;
}

/**
 * Below this, a rules verdict is a guess (an unrecognised clause is 0.35, a SAFE the learned reader
 * doubted 0.4; any finding is ≥ 0.6), and the model's reading of the meaning settles it.
 */
const UNSURE_BELOW = 0.5;
