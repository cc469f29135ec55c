import type { RegistryAnalysisResult } from './registry-analysis.types';
import { parseRegistryCertificate } from './registry-certificate.parser';
import { evaluateRules, RULES_VERSION, type RegistryRulesConfig } from './registry-rules';

/**
 * The version of the certificate parser; part of every analysis's `model`. v3: the OCR damage
 * mended since v2 (misread ranks, purposes and amounts; test/unit/registry-analysis/ocr-damage.test.ts).
 * v4: 부기 ranks ordered by entry then sub-number, and OCR damage met on later seeds (the same file).
 * v5: a co-owner's unread share is filled only when no co-owner's lines were lost, and never
 * taken from the co-owner above.
 * v6: a list of 말소 closed by a damaged `기말소` takes in no next row; an owner or a share's
 * co-owner named two ways as often each is the person's name that alone opens with a common
 * surname, and a share transfer's name is counted once.
 * v7: more OCR damage read (BENCHMARKS.md). v8: a row whose first line OCR lost is raised
 * (ENTRY_UNREAD), not passed over. v9: a wrapped `등기말소` with its 등 read as 둥, and specks of
 * up to three digits starting with 0 before a rank (`007 1 소유권보존`). v10: a wrapped `등기말소`
 * with any mix of look-alikes for its first three syllables (`등기발소` too) is read as one; from
 * seed 9209, a digit and a syllable read from specks before a rank (`1 네 3 근저당권설정`), a role word
 * with its 자 read as 짜, and a 청구금액 read as `헝고곰액`. v11: from seed 9239, the last rank of a section
 * read one look-alike digit past the one due (`6` for `5`) with nothing after it is a misread. v12: from
 * seed 9257, a 말소 row whose rank was read as a digit glued to a syllable (`8골 1번근저당권설정`), and an
 * amount with a mark inside a short first group (`2^64,000,000`) left unread, not read as 264,000,000.
 * v13: from seed 9293, a 부기 whose rank and reference OCR both garbled to syllables (`군구 고번근져당권변경`)
 * amends the main entry above it instead of adding a right. v14: from seed 9337, a co-owner's number whose
 * first digit OCR read as a syllable and whose mask's first star as a digit (`황태경융71221-5~*`). v15: from
 * seed 9341, a speck read as a mark among a number's six digits (`9507.17-*`), and a first 부기's rank whose
 * 1 was read as 7 (`3-7`). v16: from seed 9343, a 말소 row's rank behind specks read as `00`
 * (`와 00 5 3번근저당권설정`). v17: from seed 9349, a 부기 whose hyphen OCR moved after its rank
 * (`11 - 그번근저당권변경` for `1-1 1번근저당권변경`). v18: from seed 9377, a wrapped 등기말소 read `긍기밀소`, and a
 * 본등기's owner whose last syllable OCR lost (`홍도` for the 가등기권자 `홍도호`). v19: from seed 9403, a wrapped
 * 등기말소 whose 등기 OCR read as marks glued to the 말소 (`=1말소`). v20: from seed 9587, a share's 압류 wrapped after
 * 압 with its 류 read as 를. v21: from seed 9601, a 부기's rank whose hyphen OCR read as a full stop or a space
 * (`1. 2 1번근저당권변경`). v22: from seed 9643, a 부기's rank whose hyphen OCR lost, a full stop read after it
 * (`11. 극번근저당권변경` for `1-1 1번…`). v23: from seed 9677, a wrapped 등기말소 read `능기맡소` behind specks.
 * v24: from seed 9719, a rank 7 read as the syllable 구 before its purpose, its dates garbled. v25: from seed 9733, a
 * share whose 의 OCR read as 와 (`지분 4분와 1`). v26: from seed 9743, a 전세권변경 whose 세 OCR read as 제. v27: from
 * seed 9767, a 부기 whose 변경 OCR read as 번경 and whose rank's hyphen as a digit (`132 1번근저망권번경`). v28: from
 * seed 9791, a wrapped 등기말소 read `등겨밀소`. v29: from seed 9811, a mortgage's 이전 read as 아전
 * (`1-1 1번근저당권아전`), and a wrapped 등기말소 after specks read as a rank and a lone syllable (`6 주 등기말소`).
 * v30: from seed 9829, a transfer to a trustee whose rank OCR lost, right under a 가등기, read as its 본등기.
 * v31: from seed 9839, a wrapped 등기말소 read `등저말<`.
 */
export const PARSER_VERSION = 'registry-parser-v31';

/** Options of {@link analyzeRegistryText}. */
export interface AnalyzeRegistryOptions {
  /** The lease's deposit in won. Default: null (SECURED_DEBT_HIGH is not judged). */
  depositKrw?: number | null;
  /** The home's market price in won. Default: null (SECURED_DEBT_HIGH is not judged). */
  marketPriceKrw?: number | null;
  /** The moment "recent" is measured from. Default: now. */
  analyzedAt?: Date;
  /** Overrides of the rule table. Default: SPEC §4.5. */
  rules?: RegistryRulesConfig;
}

/**
 * The rights analysis of a certificate's text (SPEC §4.5): parse, apply the rules. Pure, no I/O.
 * @throws RegistryParseError when the text is not a registry certificate.
 */
export function analyzeRegistryText(text: string, options: AnalyzeRegistryOptions = {}): RegistryAnalysisResult {
  const parsed = parseRegistryCertificate(text);
  const context = {
    depositKrw: options.depositKrw ?? null,
    marketPriceKrw: options.marketPriceKrw ?? null,
    analyzedAt: options.analyzedAt ?? new Date(),
  };
  const { findings, riskLevel } = evaluateRules(parsed, context, options.rules);
  return {
    riskLevel,
    owners: parsed.owners,
    ownerShares: parsed.ownerShares,
    rights: parsed.rights,
    securedDebtKrw: parsed.securedDebtKrw,
    findings,
    model: `${PARSER_VERSION}+${RULES_VERSION}`,
  };
}
