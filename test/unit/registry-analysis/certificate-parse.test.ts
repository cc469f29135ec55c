import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeRegistryText } from '../../../src/registry-analysis/analyze-registry-text';
import { RIGHT_KINDS } from '../../../src/registry-analysis/registry-analysis.types';
import { evaluateRules } from '../../../src/registry-analysis/registry-rules';
import { generateCertificate } from '../../../simulator/certificate-generator';
import { layoutCertificate } from '../../../simulator/certificate-text';
import { ISSUED_AT, nestAmounts, testCertificates } from './certificate-fixtures.helper';
import { compareWithTruth, truthAsParsed } from './truth-comparison.helper';

describe('analyzeRegistryText on the simulator certificates (text layer)', () => {
  const certificates = testCertificates();

  test('the fixtures cover every right kind, cancelled and in force', () => {
    const kinds = new Set(certificates.flatMap((truth) => truth.rights.map((right) => right.kind)));
    for (const kind of RIGHT_KINDS.filter((kind) => kind !== 'OTHER')) {
      assert.ok(kinds.has(kind), `no ${kind} among the fixtures`);
    }
    assert.ok(certificates.some((truth) => truth.rights.some((right) => right.cancelled)));
    assert.ok(certificates.some((truth) => truth.currentOwners.length === 2));
    assert.ok(certificates.length >= 30);
  });

  certificates.forEach((truth, index) => {
    test(`${truth.address} ${truth.scenarioTags.join(' ')}: rights, owners, secured debt and risk match the truth`, () => {
      const options = { ...nestAmounts(index), analyzedAt: ISSUED_AT };
      const result = analyzeRegistryText(layoutCertificate(truth).text, options);
      const comparison = compareWithTruth({ ...result, ownedSince: null }, truth);
      assert.deepEqual(comparison.problems, []);
      for (const expected of truth.rights.filter((right) => right.holderNames.length > 0)) {
        const found = result.rights.find(
          (right) => right.section === expected.section && right.rank === expected.rank && right.kind === expected.kind,
        );
        assert.equal(found?.holder, expected.holderNames.join(', '), `holder of ${expected.section} ${expected.rank}`);
        assert.equal(found?.registeredOn, expected.receivedOn, `date of ${expected.section} ${expected.rank}`);
      }
      const expectedRisk = evaluateRules(truthAsParsed(truth), { depositKrw: null, marketPriceKrw: null, ...options });
      assert.equal(result.riskLevel, expectedRisk.riskLevel);
      assert.deepEqual(
        result.findings.map((f) => f.code),
        expectedRisk.findings.map((f) => f.code),
      );
      assert.equal(result.model, 'registry-parser-v31+rules-v3');
    });
  });

  test("a sale's list of 말소 whose comma the layout wrapped onto a line of its own (`10번근저당권설정 제…호` / `,` / `11번전세권설정등`) still cancels every right it names", () => {
    const truth = generateCertificate(
      '서울특별시 강남구 개포로 153, 104동 1803호 [근저당말소] [매각말소] [임차권 410000000] [전세권변경] [지분이전] [이력 3]',
      { issuedAt: ISSUED_AT },
    );
    const text = layoutCertificate(truth).text;
    assert.match(text, /^10번근저당권설정 .*\n,\n11번전세권설정등$/m, 'the fixture wraps the comma alone');
    const result = analyzeRegistryText(text, { analyzedAt: ISSUED_AT });
    assert.deepEqual(compareWithTruth({ ...result, ownedSince: null }, truth).problems, []);
  });

  test("two co-owners whose names are one syllable apart are two people: a right on the later one's share is theirs", () => {
    // 임준상 hands their share to 권준상 (갑구 4), who mortgages it (을구 1: `4번권준상지분전부근저당권설정`).
    const truth = generateCertificate('서울특별시 서대문구 통일로 180, 109동 2501호 [지분이전] [지분근저당]', {
      issuedAt: ISSUED_AT,
    });
    const onShare = truth.rights.find((right) => right.section === 'EULGU' && right.share !== null);
    const transfer = truth.rights.find((right) => right.section === 'GAPGU' && right.share !== null);
    assert.ok(onShare?.share && transfer?.share, 'the fixture mortgages a share handed over');
    assert.equal([...onShare.share].filter((syllable, at) => syllable !== transfer.share?.[at]).length, 1);
    const result = analyzeRegistryText(layoutCertificate(truth).text, { analyzedAt: ISSUED_AT });
    assert.equal(
      result.rights.find((right) => right.section === 'EULGU' && right.share !== null)?.share,
      onShare.share,
    );
    assert.deepEqual(compareWithTruth({ ...result, ownedSince: null }, truth).problems, []);
  });
});
