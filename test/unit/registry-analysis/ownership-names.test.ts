import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ParsedEntry } from '../../../src/registry-analysis/registry-entry.parser';
import { currentOwnership, shareHolderNamer } from '../../../src/registry-analysis/registry-ownership';

/** Parsed entries written by hand: only what the ownership reading looks at. */
const blank: Omit<ParsedEntry, 'kind' | 'section' | 'rank' | 'registeredOn'> = {
  holder: null,
  amountKrw: null,
  cancelled: false,
  share: null,
  amendedBy: [],
  text: '',
  holders: [],
  holderShares: [],
  cancels: [],
  amendment: null,
  transfer: null,
};

function acquisition(
  rank: string,
  on: string,
  holderShares: ParsedEntry['holderShares'],
  transfer: ParsedEntry['transfer'],
): ParsedEntry {
  return { ...blank, kind: 'OWNERSHIP', section: 'GAPGU', rank, registeredOn: on, holderShares, transfer };
}

function mortgageOnShare(rank: string, on: string, share: string): ParsedEntry {
  return { ...blank, kind: 'MORTGAGE', section: 'EULGU', rank, registeredOn: on, share };
}

/** `acquired` and 이철수 buy half each; a mortgage on a share prints the first co-owner as `printed`. */
function halvesWithAMortgage(acquired: string, printed: string): ParsedEntry[] {
  const halves = [acquired, '이철수'].map((name) => ({ name, share: '2분의 1' }));
  return [acquisition('1', '2010-01-01', halves, { scope: 'WHOLE' }), mortgageOnShare('1', '2014-01-01', printed)];
}

function ownerNames(entries: ParsedEntry[]): string[] {
  return currentOwnership(entries)?.ownerShares.map((owner) => owner.name) ?? [];
}

describe('owner and share names settled by their prints', () => {
  test('a spelling acquired twice counts two prints: one later print one syllable off (`김우미` for `감우미`) is no tie, for the owner as for the share', () => {
    const entries = [
      acquisition('1', '2010-01-01', [{ name: '박철수', share: null }], { scope: 'WHOLE' }),
      acquisition('2', '2012-01-01', [{ name: '감우미', share: '2분의 1' }], { scope: 'PART' }),
      acquisition('3', '2013-01-01', [{ name: '감우미', share: '2분의 1' }], { scope: 'SHARE', from: '박철수' }),
      mortgageOnShare('1', '2014-01-01', '김우미'),
    ];
    assert.deepEqual(ownerNames(entries), ['감우미']);
    assert.equal(shareHolderNamer(entries)('김우미'), '감우미');
  });

  test('one print against one: the person name that alone opens with a common surname wins (`서진재` over `저진재` acquired)', () => {
    const entries = halvesWithAMortgage('저진재', '서진재');
    assert.deepEqual(ownerNames(entries), ['서진재', '이철수']);
    assert.equal(shareHolderNamer(entries)('서진재'), '서진재');
  });

  test("a company's or foundation's name is no person's: the surname rule leaves it as acquired (`재단법인하나`, `채단법인하나` once)", () => {
    const entries = halvesWithAMortgage('재단법인하나', '채단법인하나');
    assert.deepEqual(ownerNames(entries), ['재단법인하나', '이철수']);
    assert.equal(shareHolderNamer(entries)('채단법인하나'), '재단법인하나');
  });
});
