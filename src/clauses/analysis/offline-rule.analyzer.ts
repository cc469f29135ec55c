import type { ClauseVerdict, RetrievedReference } from '../clause.types';
import type { ClauseAnalysisInput, ClauseAnalyzer } from '../providers/clause-analyzer.provider';
import {
  BROKEN_PROMISE,
  CONDITION_ONLY,
  NOTWITHSTANDING_ANY_TERM,
  readClause,
  REST_UNCHANGED,
  type ClauseReading,
  type ClauseSegment,
} from './clause-reading';
import { endsInConsonant } from './clause-text';
import { shippedWordingModel, type LearnedWordingModel } from './learned-wording.model';
import { matchPattern } from './pattern-matcher';
import { findPrinciples, WHOLE_CLAUSE_BENIGN_RULES } from './principle-rules';
import type { PrincipleRule } from './principle-rule.types';
import { composeVerdict, RANK, type AppliedPattern } from './verdict';

/** Options of the offline analyzer. */
export interface OfflineRuleAnalyzerOptions {
  /** How many references the verdict cites. Default 3. */
  maxReferences?: number;
  /**
   * The learned reader that may keep a SAFE from being said (verdict.ts). Default: the model trained
   * on the shipped dev split of the clause evaluation set; `null`: the rules alone.
   */
  wordingModel?: LearnedWordingModel | null;
  /**
   * Above this log-odds of DANGER over CAUTION the learned reader makes a clause the rules do not
   * recognise DANGER (verdict.ts). Default WORDING_DANGER_LOG_ODDS; Infinity: never.
   */
  wordingDangerLogOdds?: number;
}

/**
 * Stage 2 without a model: reads the clause (who is bound, the act, its object, its condition,
 * negation — clause-reading.ts) and applies the principles of lease law it rests on
 * (lease-principles.rules.ts, landlord-duties.rules.ts); the known unfair-clause patterns among the
 * retrieved references count as a second source. The most severe finding decides. A clause is
 * SAFE only when a standard or tenant-favourable term is recognised (benign-terms.rules.ts) and the
 * learned reader (learned-wording.model.ts) does not find the wording more like a dangerous
 * clause's; one nothing recognises, or one so doubted, is CAUTION, "확인 필요", with a low confidence.
 */
export class OfflineRuleAnalyzer implements ClauseAnalyzer {
  readonly model: string;
  private readonly maxReferences: number;
  private readonly wordingModel: LearnedWordingModel | null;
  private readonly wordingDangerLogOdds: number | undefined;

  constructor(options: OfflineRuleAnalyzerOptions = {}) {
    this.maxReferences = options.maxReferences ?? 3;
    this.wordingModel = options.wordingModel === undefined ? shippedWordingModel() : options.wordingModel;
    this.wordingDangerLogOdds = options.wordingDangerLogOdds;
    this.model = this.wordingModel ? 'offline-principle-analyzer-v87' : 'offline-principle-analyzer-v87-rules-only';
  }

  async analyze(input: ClauseAnalysisInput): Promise<ClauseVerdict> {
    return this.analyzeSync(input);
  }

  /** Synchronous form: the analysis does no I/O. */
  analyzeSync({ clause, references }: ClauseAnalysisInput): ClauseVerdict {
    const reading = readClause(clause);
    const found = findPrinciples(reading);
    const { benign } = found;
    const risks = withProvisoRisks(found.risks, clause);
    const patterns = appliedPatterns(clause, references);
    const parts =
      reading.segments.length === 1
        ? []
        : reading.segments.map((s, i) => ({ segment: s, found: findPrinciples(readClause(partText(reading, i))) }));
    const everyPartBenign =
      risks.length === 0 &&
      parts.every(
        ({ segment, found }) =>
          found.risks.length === 0 && (found.benign.length > 0 || needsNoTermOfItsOwn(segment, benign)),
      );
    // A part that, read alone, puts a cost or a waiver on the tenant and is recognised by nothing; not a
    // part that only denies a condition ("새 임차인이 정해졌는지는 묻지 않고").
    // Words in another script the rules cannot read (a condition left in English: "(only after the landlord's
    // mortgage is registered)") keep the clause from SAFE, whatever the Korean around them says.
    const unreadBurden =
      FOREIGN_WORDS.test(clause) ||
      PROTECTION_DELETED.test(reading.text) ||
      (!benign.some((b) => WHOLE_CLAUSE_BENIGN_RULES.has(b.id)) &&
        parts.some(
          ({ segment, found }) =>
            found.benign.length === 0 &&
            segment.bound !== 'LANDLORD' &&
            !segment.conditions.has('conditionDenied') &&
            (segment.acts.has('bear') || segment.acts.has('waive') || segment.topics.has('deduction')),
        ));
    const wording = this.wordingModel?.read(clause);
    return composeVerdict(
      {
        reading,
        risks,
        patterns,
        benign,
        everyPartBenign,
        unreadBurden,
        references,
        wording,
        wordingDangerLogOdds: this.wordingDangerLogOdds,
      },
      this.maxReferences,
    );
  }
}

// English alone in brackets that limits or conditions ("(only after the landlord's mortgage is registered)",
// "(post-loan)", "(Tenant waives priority)"): text the rules do not read. A translation of the Korean, or a gloss beside
// Korean words ("(근저당, mortgage)"), says nothing more.
const FOREIGN_WORDS =
  /\((?![^()]*[가-힣])[^()]*\b(?:only|after|before|until|unless|except|not|subject|provided|when|if|post|pending|deferred|waives?|waived|re-?letting)\b[^()]*\)/iu;

// A numbered term deleted and not struck out (canonicalizeClause strikes out a deleted term that bound the tenant):
// a protection taken away, which no safe reading of what remains can vouch for ("기존 특약 제4항(전입신고)은 삭제한다").
const PROTECTION_DELETED =
  /제?\s?\d+\s?(항|조|호)\s?(\([^()]*\))?(은|는|을|를)?\s?(모두\s?)?삭제(?!하지|되지|할 수 없|하려)/u;

/**
 * A part as it is read alone: its own text, or, after a condition of damage by fault ("임차인의 과실로 훼손된
 * 경우,"), that condition with it, since the cost it puts is the cost of that damage.
 */
function partText(reading: ClauseReading, index: number): string {
  const segment = reading.segments[index];
  const before = reading.segments[index - 1];
  return before && before.topics.has('fault') && CONDITION_ONLY.test(before.text)
    ? `${before.text} ${segment.text}`
    : segment.text;
}

// A proviso that excepts by the tenant's wish or with the landlord's permission ("다만 임차인이 먼저 나가기를
// 원하면 그러하지 아니하다", "다만 임대인이 허락한 경우에는 그러하지 아니하다"), or leaves the tenant a choice
// ("다만 임차인이 원하면 1년으로 할 수 있다"): the sentence before decides.
const CONSENTED_EXCEPTION =
  /^(다만|단)[,\s]\s?((임차인이 [^.]{0,15}(원하|동의하|요청하)|임대인이 [^.]{0,8}(허락|동의|승낙))[^.]{0,8}(면|경우(에는|에)?|때(에는|에)?)\s?그러하지 (아니하|않)|임차인이 원하면 [^.]{0,20}(할 수 있|수 있음|가능))/u;

/**
 * A part of a compound clause that needs no safe term of its own: one that only denies a condition ("새
 * 임차인이 정해졌는지는 묻지 않고"), one that only sets an event as the condition of what follows ("임차인의
 * 과실로 주택이 훼손된 경우,"), one that sets what follows above every other term ("어떠한 조항에도 불구하고,"), a proviso excepting by the tenant's wish or the landlord's permission,
 * or the tenant's remedy for the landlord's promise before it broken ("… 받지 않는다. 어기면 계약 해지 가능").
 */
function needsNoTermOfItsOwn(segment: ClauseSegment, wholeClause: PrincipleRule[]): boolean {
  return (
    segment.conditions.has('conditionDenied') ||
    (segment.acts.size === 0 && segment.conditions.size === 0 && CONDITION_ONLY.test(segment.text)) ||
    NOTWITHSTANDING_ANY_TERM.test(segment.text) ||
    CONSENTED_EXCEPTION.test(segment.text) ||
    REST_UNCHANGED.test(segment.text) ||
    (BROKEN_PROMISE.test(segment.text) && wholeClause.some((b) => b.id === 'landlord-refrains'))
  );
}

// A proviso (다만 …, 단 …, 단서: …) after the main sentence: where a clause takes back what it first promised.
const PROVISO = /(?:^|[.,]\s*|\s)(?:다만|단서?\s?:|단)(?:,\s?|\s)(?=\S)/u;
// The main sentence's topic: its first words, up to one marked by 은 or 는 ("보증금은", "임차권등기명령 신청은").
const MAIN_TOPIC = /^\s*((?:[가-힣]+\s){0,2}[가-힣]{1,8}(?:은|는))\s/u;
// The case just stated, referred back to: "이 경우", "그 경우", "이때".
const BACK_REFERENCE = /^(이|그)\s?(경우|때)(에는|에|엔)?[,\s]/u;
// What a lease's main sentence may be about, where a proviso's danger lies.
const KEY_OBJECT =
  /보증금|전세금|확정일자|전입신고|주민등록|임차권등기명령|근저당권?|계약금|배당요구|우선변제권|최우선변제금?|갱신요구권/gu;

// A party is read by who is bound, not carried as a topic.
const PARTY = /(^|\s)(임대인|임차인|집주인|세입자|주인|갑|을|당사자|양측|쌍방|저|제|나|우리)(은|는)$/u;

/**
 * The departures a proviso makes when read on its own, added to the whole clause's. Read with the
 * main sentence, a proviso's danger is masked by the promise before it ("임대인은 임차기간을 보장함.
 * 단 집이 팔리고 … 2개월 안에 비워줘야 함"); read alone, it says what it does. Alone it may have lost
 * what it speaks of, so it is also read with the main sentence's topic or object before it, and joined
 * to the main sentence when it opens on "이 경우". Only risks are taken from these readings: what they
 * recognise as safe does not vouch for the sentence before.
 */
function withProvisoRisks(risks: PrincipleRule[], clause: string): PrincipleRule[] {
  const at = PROVISO.exec(clause);
  if (!at || at.index === 0) return risks;
  const proviso = clause.slice(at.index + at[0].length);
  // The main sentence's topic, when it is no party ("보증금은 만기에 돌려준다. 단 … 어기면 반환의무 없음"): the
  // proviso speaks of it too, so it is read again with it.
  const topic = MAIN_TOPIC.exec(clause);
  const readings = [proviso, ...(topic && !PARTY.test(topic[1]) ? [`${topic[1]} ${proviso}`] : [])];
  // A party the main sentence's topic, what it speaks of is its object ("임차인은 확정일자를 받을 수 있다. 단, 임대인이
  // 요청하면 그 신청을 한 달 뒤로 미룬다"): the proviso is read again of that, when it does not name it.
  // So is a main sentence with no topic of its own ("계약 종료 후 보증금을 돌려받지 못하면 임차인은 임차권등기명령을 신청할 수
  // 있다. 다만, 신청하는 경우 …"), of the object the proviso does not name, the one named last first.
  const object = [...clause.slice(0, at.index).matchAll(KEY_OBJECT)]
    .map((m) => m[0])
    .reverse()
    .find((named) => !proviso.includes(named));
  if ((!topic || PARTY.test(topic[1])) && object)
    readings.push(`${object}${endsInConsonant(object) ? '은' : '는'} ${proviso}`);
  // A proviso that opens on the case before it ("단, 이 경우 임대인은 … 공제한다") is read joined to it.
  if (BACK_REFERENCE.test(proviso)) readings.push(`${clause.slice(0, at.index).replace(/[.\s]+$/u, '')}, ${proviso}`);
  const added = readings
    .flatMap((text) => findPrinciples(readClause(text)).risks)
    .filter((rule, i, all) => !risks.some((r) => r.id === rule.id) && all.findIndex((r) => r.id === rule.id) === i);
  if (added.length === 0) return risks;
  return [...risks, ...added].sort((a, b) => RANK[b.severity] - RANK[a.severity]);
}

/** Patterns among the references that apply to the clause, most severe and best retrieved first. */
export function appliedPatterns(clause: string, references: RetrievedReference[]): AppliedPattern[] {
  const applied: AppliedPattern[] = [];
  for (const reference of references) {
    if (reference.pattern && matchPattern(clause, reference.pattern).applies)
      applied.push({ reference, pattern: reference.pattern });
  }
  return applied.sort(
    (a, b) => RANK[b.pattern.severity] - RANK[a.pattern.severity] || b.reference.score - a.reference.score,
  );
}
