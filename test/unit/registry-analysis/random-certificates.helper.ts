import fc from 'fast-check';
import { analyzeRegistryText } from '../../../src/registry-analysis/analyze-registry-text';
import { evaluateRules } from '../../../src/registry-analysis/registry-rules';
import { generateCertificate, sampleAddresses } from '../../../simulator/certificate-generator';
import { layoutCertificate } from '../../../simulator/certificate-text';
import { ISSUED_AT } from './certificate-fixtures.helper';
import { injectOcrNoise } from './ocr-noise.helper';
import { compareWithTruth, problemsAgainstTruth, truthAsParsed } from './truth-comparison.helper';

/** The addresses the arbitrary draws from. */
export const ADDRESSES = sampleAddresses(200, 77);
const TAGS = [
  '근저당 240000000',
  '근저당말소',
  '근저당변경',
  '근저당이전',
  '부기말소',
  '가압류 34000000',
  '가압류말소',
  '압류',
  '압류말소',
  '체납압류',
  '경매',
  '강제경매',
  '공매',
  '매각말소',
  '신탁',
  '가등기',
  '가등기본등기',
  '가처분',
  '임차권 410000000',
  '임차권등기',
  '전세권 200000000',
  '전세권변경',
  '최근이전',
  '공유',
  '지분공유',
  '지분이전',
  '지분근저당',
  '지분가압류',
  '이력 3',
  '유효사항',
];
/** The simulator refuses these together: each ends the certificate's story its own way. */
const ENDINGS = ['신탁', '가등기본등기', '매각말소'];

/**
 * An address for the certificate generator, with no tags (the random plan) or a random set of
 * scenario tags the simulator accepts. Shared by the parser's property tests and
 * `npm run bench -- registry-random`, which draws many more of them.
 */
export const certificateAddress = fc
  .record({
    address: fc.constantFrom(...ADDRESSES),
    tags: fc.oneof(
      fc.constant([] as string[]),
      fc
        .subarray(TAGS, { minLength: 1, maxLength: 6 })
        .filter((tags) => tags.filter((tag) => ENDINGS.includes(tag)).length <= 1),
    ),
  })
  .map(({ address, tags }) => `${address} ${tags.map((tag) => `[${tag}]`).join(' ')}`.trim());

/**
 * What is wrong in the analysis of a random certificate's printed text: the rights, amounts,
 * holders, shares, amendments, owners with shares and secured debt against the truth, every holder
 * in force, and the findings the rules give the truth. Empty when the parser read it right.
 */
export function printedTextProblems(address: string): string[] {
  const truth = generateCertificate(address, { issuedAt: ISSUED_AT });
  const result = analyzeRegistryText(layoutCertificate(truth).text, { analyzedAt: ISSUED_AT });
  const comparison = compareWithTruth({ ...result, ownedSince: null }, truth);
  const problems = [...comparison.problems];
  if (comparison.holdersRight !== comparison.rightsInTruth)
    problems.push(`holders right ${comparison.holdersRight} of ${comparison.rightsInTruth}`);
  const expected = evaluateRules(truthAsParsed(truth), {
    depositKrw: null,
    marketPriceKrw: null,
    analyzedAt: ISSUED_AT,
  });
  const [found, meant] = [result.findings, expected.findings].map((findings) => findings.map((f) => f.code).join(','));
  if (found !== meant) problems.push(`findings ${found} ≠ ${meant}`);
  return problems;
}

/** What is wrong in the analysis of a random certificate's text after OCR-like noise (`seed`). */
export function noisyTextProblems(address: string, seed: number): string[] {
  const truth = generateCertificate(address, { issuedAt: ISSUED_AT });
  const text = injectOcrNoise(layoutCertificate(truth).text, seed);
  return problemsAgainstTruth(analyzeRegistryText(text, { analyzedAt: ISSUED_AT }), truth);
}
