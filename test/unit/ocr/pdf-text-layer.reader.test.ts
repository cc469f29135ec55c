import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { rebuildLines, type PlacedText } from '../../../src/ocr/pdf-text-layer.reader';

const run = (text: string, x: number, y: number, width = text.length * 10): PlacedText => ({
  text,
  x,
  y,
  width,
  size: 10,
});

describe('rebuildLines', () => {
  it('puts table cells stored column by column back into rows', () => {
    const columnOrder = [
      run('1', 50, 700),
      run('2', 50, 680),
      run('소유권보존', 100, 700),
      run('근저당권설정', 100, 680),
      run('소유자 김민준', 250, 700.8),
      run('채권최고액 금240,000,000원', 250, 680),
    ];
    assert.equal(rebuildLines(columnOrder), '1 소유권보존 소유자 김민준\n2 근저당권설정 채권최고액 금240,000,000원');
  });

  it('joins runs that touch without adding a space', () => {
    assert.equal(rebuildLines([run('금240,000,', 50, 700, 80), run('000원', 130, 700)]), '금240,000,000원');
  });
});
