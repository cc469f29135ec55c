import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { restoreCertificateForms } from '../../../src/ocr/certificate-form.rules';
import { normalizeOcrText } from '../../../src/ocr/ocr-text.normalizer';

describe('restoreCertificateForms', () => {
  it('spaces a section heading and its caption as the certificate prints them', () => {
    assert.equal(restoreCertificateForms('【표제부】(1동의 건물의 표시 )'), '【 표 제 부 】 ( 1동의 건물의 표시 )');
    assert.equal(restoreCertificateForms('【.갑 구 】'), '【 갑 구 】');
  });

  it('restores the end-of-record marker and nothing that merely mentions it', () => {
    assert.equal(restoreCertificateForms('-이하여백-'), '-- 이 하 여 백 --');
    assert.equal(restoreCertificateForms('-.이하여백- …'), '-- 이 하 여 백 --');
    assert.equal(restoreCertificateForms('이하여백'), '이하여백');
  });

  it('reads a footer page counter whose slash came out as 7, and leaves impossible counters', () => {
    assert.equal(
      restoreCertificateForms('열람일시 2026년11월02일 10시30분 172'),
      '열람일시 : 2026년11월02일 10시30분 1/2',
    );
    assert.equal(
      restoreCertificateForms('열람일시 : 2026년11월02일 10시30분 372'),
      '열람일시 : 2026년11월02일 10시30분 372',
    );
    assert.equal(restoreCertificateForms('접수 2026년11월02일 10시30분 172'), '접수 2026년11월02일 10시30분 172');
  });

  it('gives an area its ㎡ back from the look-alikes OCR makes of it', () => {
    assert.equal(restoreCertificateForms('1층 838.220'), '1층 838.22㎡');
    assert.equal(restoreCertificateForms('각 815.790ㅁ 2층'), '각 815.79㎡ 2층');
    assert.equal(restoreCertificateForms('대 25236.30 2005년5월12일'), '대 25236.3㎡ 2005년5월12일');
    assert.equal(restoreCertificateForms('1층 84.5m2'), '1층 84.5㎡');
  });

  it('leaves ratios, amounts and whole numbers as read', () => {
    assert.equal(restoreCertificateForms('17611.7분의 40.667'), '17611.7분의 40.667');
    assert.equal(restoreCertificateForms('금1,632,000,000원 110'), '금1,632,000,000원 110');
  });
});

describe('normalizeOcrText with the certificate forms', () => {
  it('attaches a restored ㎡ to its number', () => {
    assert.equal(normalizeOcrText('철근콘크리트구조 114.750 제14장'), '철근콘크리트구조 114.75㎡ 제14장');
  });
});
