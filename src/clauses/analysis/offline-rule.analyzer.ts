import type { ClauseVerdict, PatternMeta, RetrievedReference, RiskLevel } from '../clause.types';
import type { ClauseAnalysisInput, ClauseAnalyzer } from '../providers/clause-analyzer.provider';
import { citeArticles, isCitedTitle } from './cited-articles';
import { normalizeClauseText } from './clause-text';
import { matchPattern } from './pattern-matcher';
import { toReferenceView } from './reference-view';

/** Options of the offline analyzer. */
export interface OfflineRuleAnalyzerOptions {
  /** How many references the verdict cites. Default 3. */
  maxReferences?: number;
}

interface AppliedPattern {
  reference: RetrievedReference;
  pattern: PatternMeta;
}

// Wording that gives up rights wholesale: not a known pattern, but worth a second look.
const WAIVER_WORDING = /포기한다|포기하며|포기하기로|어떠한 경우에도[^.]{0,30}(않|없|못)|일체의 (권리|청구|이의)/u;

const RANK: Record<RiskLevel, number> = { SAFE: 0, CAUTION: 1, DANGER: 2 };

/**
 * Stage 2 without a model: reasons from the retrieved references and the clause's wording.
 * A pattern among the references applies when all its cues match the clause (prohibitions and
 * waivers such as 하지 않는다·할 수 없다·포기, amounts and percentages above a cap), and none of its
 * exceptions (protective wording such as 협조한다, 즉시 반환) does. The verdict takes the most severe
 * applying pattern and explains it with the pattern's reasons and the statutes it names.
 */
export class OfflineRuleAnalyzer implements ClauseAnalyzer {
  readonly model = 'offline-rule-analyzer-v1';
  private readonly maxReferences: number;

  constructor(options: OfflineRuleAnalyzerOptions = {}) {
    this.maxReferences = options.maxReferences ?? 3;
  }

  async analyze(input: ClauseAnalysisInput): Promise<ClauseVerdict> {
    return this.analyzeSync(input);
  }

  /** Synchronous form: the analysis does no I/O. */
  analyzeSync({ clause, references }: ClauseAnalysisInput): ClauseVerdict {
    const applied = appliedPatterns(clause, references);
    const top = applied[0];
    if (top) return this.patternVerdict(top, applied, references);
    if (WAIVER_WORDING.test(normalizeClauseText(clause))) return this.waiverVerdict(references);
    return this.safeVerdict(references);
  }

  private patternVerdict(top: AppliedPattern, applied: AppliedPattern[], references: RetrievedReference[]): ClauseVerdict {
    const name = patternName(top.reference.title);
    const others = applied.slice(1).map((a) => `'${patternName(a.reference.title)}'`);
    const lead = top.pattern.severity === 'DANGER'
      ? `임차인에게 위험한 조항입니다. '${name}' 유형에 해당합니다.`
      : `주의가 필요한 조항입니다. '${name}' 유형에 해당합니다.`;
    const also = others.length > 0 ? ` ${others.join(', ')} 유형에도 해당할 수 있습니다.` : '';
    const cited = citedStatutes(top.pattern, references);
    return {
      riskLevel: top.pattern.severity,
      summary: `${lead} ${top.pattern.why} ${top.pattern.law}${also}`,
      recommendation: top.pattern.advice,
      references: [top.reference, ...cited, ...references.filter((r) => r !== top.reference && !cited.includes(r))]
        .slice(0, this.maxReferences)
        .map(toReferenceView),
    };
  }

  private waiverVerdict(references: RetrievedReference[]): ClauseVerdict {
    return {
      riskLevel: 'CAUTION',
      summary: '알려진 불공정 특약 유형과 정확히 일치하지는 않지만, 권리를 포괄적으로 포기하게 하는 표현이 있습니다. 주택임대차보호법 제10조에 따라 법에 어긋나 임차인에게 불리한 약정은 효력이 없으므로, 무엇을 포기하는지 확인하세요.',
      recommendation: '포기하는 권리가 무엇인지 구체적으로 적게 하고, 법이 보장하는 권리를 포기하는 문구라면 삭제를 요구하세요.',
      references: references.slice(0, this.maxReferences).map(toReferenceView),
    };
  }

  private safeVerdict(references: RetrievedReference[]): ClauseVerdict {
    const statutes = references.filter((r) => r.kind !== 'PATTERN');
    const basis = statutes[0] ? ` 관련 규정: ${statutes[0].source} ${statutes[0].title}.` : '';
    return {
      riskLevel: 'SAFE',
      summary: `법령과 표준계약서에 비추어 임차인에게 특히 불리한 내용은 보이지 않습니다.${basis}`,
      recommendation: null,
      references: (statutes.length > 0 ? statutes : references).slice(0, this.maxReferences).map(toReferenceView),
    };
  }
}

/** Patterns among the references that apply to the clause, most severe and best retrieved first. */
export function appliedPatterns(clause: string, references: RetrievedReference[]): AppliedPattern[] {
  const applied: AppliedPattern[] = [];
  for (const reference of references) {
    if (reference.pattern && matchPattern(clause, reference.pattern).applies) applied.push({ reference, pattern: reference.pattern });
  }
  return applied.sort((a, b) => RANK[b.pattern.severity] - RANK[a.pattern.severity] || b.reference.score - a.reference.score);
}

function citedStatutes(pattern: PatternMeta, references: RetrievedReference[]): RetrievedReference[] {
  const cited = citeArticles(pattern.law);
  return references.filter((r) => r.kind !== 'PATTERN' && cited.some((c) => c.source === r.source && isCitedTitle(r.title, c.article)));
}

/** "유형 03(전입신고 금지)" → "전입신고 금지". */
function patternName(title: string): string {
  return /\((.+)\)$/u.exec(title)?.[1] ?? title;
}
