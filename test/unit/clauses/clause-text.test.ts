import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stemWord, stripEnding } from '../../../src/clauses/analysis/clause-text';

describe('stemWord', () => {
  it('strips a particle or a 하다/되다 ending, so inflected forms meet', () => {
    assert.equal(stemWord('전입신고를'), '전입신고');
    assert.equal(stemWord('수리한다'), '수리');
    assert.equal(stemWord('수리하지'), '수리');
    assert.equal(stemWord('부담하는'), '부담');
    assert.equal(stemWord('갱신된'), '갱신');
    assert.equal(stemWord('옵션이며'), '옵션');
  });

  it('leaves at least two syllables, so short words keep their meaning', () => {
    assert.equal(stripEnding('손해'), '손해');
    assert.equal(stripEnding('포함'), '포함');
    assert.equal(stemWord('이를'), '이를');
  });
});
