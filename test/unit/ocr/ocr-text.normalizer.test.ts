import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { joinSpacedSyllables, normalizeOcrText } from '../../../src/ocr/ocr-text.normalizer';

describe('normalizeOcrText', () => {
  it('joins spaced-out syllables on a line where OCR spaced out several words', () => {
    assert.equal(joinSpacedSyllables('소 유 자 김 민 준'), '소유자김민준');
    assert.equal(joinSpacedSyllables('소 유 자 김민준 채 무 자'), '소유자 김민준 채무자');
  });

  it('keeps headings the certificate itself prints spaced out', () => {
    assert.equal(joinSpacedSyllables('【 표 제 부 】 ( 1동의 건물의 표시 )'), '【 표 제 부 】 ( 1동의 건물의 표시 )');
    assert.equal(joinSpacedSyllables('-- 이 하 여 백 --'), '-- 이 하 여 백 --');
  });

  it('leaves two spaced syllables and ordinary words alone', () => {
    assert.equal(joinSpacedSyllables('【 갑 구 】'), '【 갑 구 】');
    assert.equal(joinSpacedSyllables('서울특별시 마포구 성산동'), '서울특별시 마포구 성산동');
  });

  it('closes spaces around thousands commas and attaches the won sign and 금', () => {
    assert.equal(normalizeOcrText('채권최고액 금 240, 000 ,000 원'), '채권최고액 금240,000,000원');
  });

  it('reads O and l inside a number as digits, but not in words', () => {
    assert.equal(normalizeOcrText('금24O,OOO,l00원'), '금240,000,100원');
    assert.equal(normalizeOcrText('Olive l0t'), 'Olive l0t');
    assert.equal(normalizeOcrText('대 27782O 2005년'), '대 27782O 2005년');
  });

  it('keeps the comma space of an address with a building number', () => {
    assert.equal(normalizeOcrText('황새울로 86, 103동 701호'), '황새울로 86, 103동 701호');
  });

  it('attaches date units to their numbers', () => {
    assert.equal(normalizeOcrText('2020 년 5 월 20 일 접수'), '2020년 5월 20일 접수');
  });

  it('drops table-rule debris, lone punctuation and blank lines, but keeps a lone hyphen', () => {
    const raw = '|  1 | 소유권보존 |\n\n ㆍ . ; \n———\n등기사항전부증명서 - 집합건물 .\n2층 ~ 6층';
    assert.equal(normalizeOcrText(raw), '1 소유권보존\n등기사항전부증명서 - 집합건물\n2층 ~ 6층');
  });

  it('drops a lone colon at either end of a line but keeps a label colon', () => {
    assert.equal(normalizeOcrText(': 열람일시 : 2026년11월02일 :'), '열람일시 : 2026년11월02일');
  });

  it('maps full-width ASCII forms and composes decomposed Hangul', () => {
    const decomposed = '김민준'.normalize('NFD');
    assert.equal(normalizeOcrText(`（주）둥지，${decomposed}`), '(주)둥지,김민준');
  });

  it('never adds characters other than digits replacing their look-alikes', () => {
    const raw = '근저당권자 주식회사 둥지 은행 110111 - 0012345';
    const letters = (text: string): string => text.replace(/\s+/g, '');
    assert.equal(letters(normalizeOcrText(raw)), letters(raw));
  });
});
