import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadReferenceCorpus } from '../../../src/clauses/corpus/load-corpus';
import { contentStem, searchPrefixes, stemOf, textWords } from '../../../src/clauses/retrieval/korean-text';
import { buildLexicalQuery, buildLexicalTerms, innerPieces } from '../../../src/clauses/retrieval/lexical-query';
import { searchableText, subjectText } from '../../../src/clauses/retrieval/searchable-text';
import { scoreTermWeights, type TermIndex } from '../../../src/clauses/retrieval/term-index';

describe('stemOf', () => {
  it('strips a particle or a 하다/되다 ending, so inflected forms meet', () => {
    assert.equal(stemOf('전입신고를'), '전입신고');
    assert.equal(stemOf('수리한다'), '수리');
    assert.equal(stemOf('수리하지'), '수리');
    assert.equal(stemOf('부담하는'), '부담');
    assert.equal(stemOf('갱신된'), '갱신');
    assert.equal(stemOf('옵션이며'), '옵션');
  });

  it('leaves at least two syllables, so short words keep their meaning', () => {
    assert.equal(stemOf('손해'), '손해');
    assert.equal(stemOf('포함'), '포함');
    assert.equal(stemOf('이를'), '이를');
  });

  it('strips a particle, keeping two syllables', () => {
    assert.equal(stemOf('보증금을'), '보증금');
    assert.equal(stemOf('전입신고는'), '전입신고');
    assert.equal(stemOf('임대인에게서'), '임대인');
    assert.equal(stemOf('집을'), '집을');
  });

  it('strips the endings of 하다/되다 verbs and of other verbs, formal and colloquial', () => {
    for (const word of ['수리한다', '수리하지', '수리해요', '수리합니다', '수리하더라도'])
      assert.equal(stemOf(word), '수리', word);
    for (const word of ['반환된다', '반환되면', '반환됩니다']) assert.equal(stemOf(word), '반환', word);
    for (const word of ['돌려주지', '돌려주면', '돌려주되', '돌려준다', '돌려주세요'])
      assert.equal(stemOf(word), '돌려주', word);
    assert.equal(stemOf('넘기지는'), '넘기');
    assert.equal(stemOf('조건이에요'), '조건');
  });

  it('leaves a noun whose last syllable only looks like an ending', () => {
    assert.equal(stemOf('임대인'), '임대인');
    assert.equal(stemOf('기간'), '기간');
    assert.equal(stemOf('토지'), '토지');
  });
});

describe('contentStem', () => {
  it('drops negations, auxiliaries, the parties and words of one syllable', () => {
    for (const word of ['않는다', '않도록', '없으므로', '있으며', '아니한다', '임차인은', '집주인이', '경우에는', '집'])
      assert.equal(contentStem(word), null, word);
    assert.equal(contentStem('복비는'), '복비');
  });
});

describe('searchPrefixes', () => {
  it('searches a stem by itself and by up to two shorter prefixes, each worth less, never below two syllables', () => {
    assert.deepEqual(
      searchPrefixes('무상거주확인서').map((p) => p.prefix),
      ['무상거주확인서', '무상거주확인', '무상거주확'],
    );
    const weights = searchPrefixes('들어오').map((p) => p.weight);
    assert.equal(weights[0], 1);
    assert.ok(weights[1] < 1 && weights[1] > 0);
    assert.deepEqual(
      searchPrefixes('복비').map((p) => p.prefix),
      ['복비'],
    );
  });
});

describe('buildLexicalQuery', () => {
  it('gives every prefix of a word the index of that word, so a word counts once', () => {
    const query = buildLexicalQuery('세입자분은 집주인 복비를 대신 내주시는 조건이에요.');
    assert.deepEqual(buildLexicalTerms('세입자분은 집주인 복비를 대신 내주시는 조건이에요.'), [
      '세입자분',
      '복비',
      '대신',
      '내주시',
      '조건',
    ]);
    assert.deepEqual(
      query.filter((t) => t.word === 0).map((t) => t.term),
      ['세입자분', '세입자', '세입'],
    );
    assert.deepEqual(
      query.filter((t) => t.word === 1),
      [{ term: '복비', word: 1, weight: 1 }],
    );
  });

  it('also searches the inner pieces of a long word, each as a word of its own worth less', () => {
    assert.deepEqual(innerPieces('임차인은계약기간동안'), [
      '인은계약',
      '은계약기',
      '계약기간',
      '약기간동',
      '기간동안',
      '간동안',
      '동안',
    ]);
    assert.deepEqual(innerPieces('전입신고'), []);
    const query = buildLexicalQuery('임차인은계약기간동안 전입신고를 하지 않는다');
    const piece = query.find((t) => t.term === '계약기간')!;
    assert.ok(piece.word >= 2 && piece.weight < 1);
    assert.equal(new Set(query.filter((t) => t.word === piece.word).map((t) => t.term)).has('계약기'), true);
  });

  it('is letters and digits only', () => {
    for (const term of buildLexicalQuery("보증금(5%)을 'OR' 1=1; 반환한다"))
      assert.match(term.term, /^[\p{Script=Hangul}a-z0-9]+$/u);
    assert.deepEqual(textWords('A&B 전입·신고'), ['a', 'b', '전입', '신고']);
  });
});

describe('retrieval keywords of the corpus', () => {
  const corpus = loadReferenceCorpus();

  it('name the subject of every article and contract clause in a few ordinary words, and only there', () => {
    for (const chunk of corpus) {
      if (chunk.kind === 'PATTERN') continue;
      assert.ok(chunk.keywords && chunk.keywords.length >= 2, `${chunk.id} has keywords`);
      assert.equal(new Set(chunk.keywords).size, chunk.keywords.length, `${chunk.id} repeats a keyword`);
      for (const keyword of chunk.keywords)
        assert.match(keyword, /^[\p{Script=Hangul}a-z0-9%\s]+$/u, `${chunk.id}: ${keyword}`);
    }
  });

  it('are searched and embedded with the chunk, never part of what the analyzer reads', () => {
    const chunk = corpus.find((c) => c.id === 'slc-12')!;
    assert.ok(chunk.keywords!.includes('복비'));
    assert.ok(!chunk.text.includes('복비'));
    assert.ok(searchableText(chunk).endsWith(chunk.keywords!.join(' ')));
    assert.ok(searchableText(chunk).includes(chunk.text));
    assert.equal(subjectText(chunk), `${chunk.title}\n${chunk.keywords!.join(' ')}`);
    const pattern = corpus.find((c) => c.kind === 'PATTERN')!;
    assert.equal('keywords' in pattern, false);
    assert.equal(subjectText(pattern), pattern.title);
  });
});

describe('scoreTermWeights', () => {
  // Three chunks: an article whose text says 중개보수 and whose keywords say 복비, one that says
  // 보증금 often, one that says it once.
  type Field = 'title' | 'text' | 'keywords';
  const rows: Array<[string, Field, string, number]> = [
    ['fee', 'title', '중개보수', 1],
    ['fee', 'text', '중개보수는', 1],
    ['fee', 'text', '부담한다', 1],
    ['fee', 'keywords', '복비', 1],
    ['dep', 'title', '보증금', 1],
    ['dep', 'text', '보증금을', 3],
    ['dep', 'text', '반환한다', 1],
    ['end', 'title', '종료', 1],
    ['end', 'text', '보증금을', 1],
    ['end', 'text', '반환하고', 1],
    ['end', 'text', '복구한다', 1],
  ];
  const lengths = new Map<string, Record<Field, number>>();
  const postings = new Map<string, Array<{ id: string; field: Field; tf: number }>>();
  for (const [id, field, word, tf] of rows) {
    const length = lengths.get(id) ?? { title: 0, text: 0, keywords: 0 };
    length[field] += tf;
    lengths.set(id, length);
    postings.set(word, [...(postings.get(word) ?? []), { id, field, tf }]);
  }
  const index: TermIndex = { version: 'v', lengths, words: [...postings.keys()].sort(), postings };
  const whole = { title: 1, text: 1, keywords: 1 };
  const subject = { title: 1, text: 0, keywords: 1 };

  it('matches terms as prefixes and ranks by BM25, one ranking per field weighting', () => {
    const [byWhole, bySubject] = scoreTermWeights(
      index,
      [
        { term: '보증금', word: 0, weight: 1 },
        { term: '반환', word: 1, weight: 1 },
      ],
      10,
      [whole, subject],
    );
    assert.deepEqual(byWhole, ['dep', 'end']);
    // Over the subject alone, only the chunk whose heading says 보증금 is found.
    assert.deepEqual(bySubject, ['dep']);
  });

  it('finds a chunk by its keywords, and counts a query word once, by its best prefix', () => {
    const [ranking] = scoreTermWeights(index, [{ term: '복비', word: 0, weight: 1 }], 10, [whole]);
    assert.deepEqual(ranking, ['fee']);
    const once = scoreTermWeights(
      index,
      [
        { term: '보증금', word: 0, weight: 1 },
        { term: '보증', word: 0, weight: 0.6 },
      ],
      10,
      [whole],
    );
    assert.deepEqual(once, [['dep', 'end']]);
  });

  it('keeps at most `limit` chunks and ranks nothing for a query that matches nothing', () => {
    assert.deepEqual(scoreTermWeights(index, [{ term: '보증금', word: 0, weight: 1 }], 1, [whole]), [['dep']]);
    assert.deepEqual(scoreTermWeights(index, [{ term: '반려동물', word: 0, weight: 1 }], 10, [whole]), [[]]);
  });
});
