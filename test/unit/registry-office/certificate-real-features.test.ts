import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateCertificate, sampleAddresses } from '../../../simulator/certificate-generator';
import { parseScenarioHints } from '../../../simulator/certificate-scenario';
import { certificateText, layoutCertificate, type CertificateLine } from '../../../simulator/certificate-text';
import {
  rightsInForce,
  type CertificateTruth,
  type RegistryEntry,
  type RightKind,
  type RightSummary,
} from '../../../simulator/certificate.model';

const issuedAt = new Date('2026-11-29T01:12:00Z');
const ADDRESS = '서울특별시 마포구 월드컵로 12, 101동 1203호';
type TableLine = Extract<CertificateLine, { kind: 'table' }>;
/** A printed date, as a regular expression source. */
const DATE = '\\d{4}년\\d{1,2}월\\d{1,2}일';

function certificate(tags: string): CertificateTruth {
  return generateCertificate(`${ADDRESS} ${tags}`, { issuedAt });
}

function won(krw: number): string {
  return `금${krw.toLocaleString('en-US')}원`;
}

function entry(entries: RegistryEntry[], test: (entry: RegistryEntry) => boolean, what: string): RegistryEntry {
  const found = entries.find(test);
  assert.ok(found, `no ${what}`);
  return found;
}

function right(truth: CertificateTruth, test: (right: RightSummary) => boolean, what: string): RightSummary {
  const found = truth.rights.find(test);
  assert.ok(found, `no ${what}`);
  return found;
}

/** The lines of the row printed for `rank` in `section`, as the text layout lays them out. */
function rowLines(truth: CertificateTruth, section: RegistryEntry['section'], rank: string): TableLine[] {
  return layoutCertificate(truth)
    .pages.flatMap((page) => page.lines)
    .filter(
      (line): line is TableLine =>
        line.kind === 'table' && !line.header && line.source?.section === section && line.source.rank === rank,
    );
}

/** A wrapped cell's lines joined back (the narrow purpose column breaks inside words). */
function cellText(lines: TableLine[], column: number): string {
  return lines.map((line) => line.cells[column]).join('');
}

describe('amendments (부기) and their effect on the truth', () => {
  it('[근저당변경] prints N-1 N번근저당권변경 and puts the changed 채권최고액 in force', () => {
    const truth = certificate('[근저당변경]');
    const change = entry(truth.eulgu, (e) => /^\d+번근저당권변경$/.test(e.purpose), '변경');
    const mortgage = right(truth, (r) => r.kind === 'MORTGAGE', 'mortgage');
    const original = entry(truth.eulgu, (e) => e.rank === mortgage.rank, 'mortgage entry');
    assert.equal(change.rank, `${mortgage.rank}-1`);
    assert.equal(change.purpose, `${mortgage.rank}번근저당권변경`);
    assert.equal(change.causeText, '변경계약');
    assert.notEqual(change.amount?.krw, original.amount?.krw);
    assert.equal(mortgage.amountKrw, change.amount?.krw);
    assert.deepEqual(mortgage.amendedByRanks, [change.rank]);
    assert.equal(truth.securedDebtKrw, change.amount?.krw);
    const text = certificateText(truth);
    assert.match(
      text,
      new RegExp(
        `^${change.rank} ${change.purpose} ${DATE} ${DATE} 채권최고액 ${won(change.amount?.krw ?? 0)}\n제\\d+호 변경계약$`,
        'm',
      ),
    );
  });

  it('[근저당이전] prints N번근저당권이전 and makes the new creditor the holder, amount unchanged', () => {
    const truth = certificate('[근저당이전]');
    const transfer = entry(truth.eulgu, (e) => /^\d+번근저당권이전$/.test(e.purpose), '이전');
    const mortgage = right(truth, (r) => r.kind === 'MORTGAGE', 'mortgage');
    const original = entry(truth.eulgu, (e) => e.rank === mortgage.rank, 'mortgage entry');
    assert.match(transfer.causeText, /^(확정채권양도|계약양도)$/);
    const newCreditor = transfer.holders[0]?.name ?? '';
    assert.notEqual(newCreditor, original.holders[0]?.name);
    assert.deepEqual(mortgage.holderNames, [newCreditor]);
    assert.equal(mortgage.amountKrw, original.amount?.krw);
    assert.deepEqual(mortgage.amendedByRanks, [`${mortgage.rank}-1`]);
    assert.match(
      certificateText(truth),
      new RegExp(`^${transfer.rank} ${transfer.purpose} .* 근저당권자 ${newCreditor}$`, 'm'),
    );
  });

  it('[전세권변경] prints N번전세권변경 and puts the new 전세금 in force', () => {
    const truth = certificate('[전세권변경]');
    const change = entry(truth.eulgu, (e) => /^\d+번전세권변경$/.test(e.purpose), '전세권변경');
    const jeonse = right(truth, (r) => r.kind === 'JEONSE_RIGHT', 'jeonse');
    assert.equal(change.rank, `${jeonse.rank}-1`);
    assert.equal(jeonse.amountKrw, change.amount?.krw);
    assert.deepEqual(jeonse.amendedByRanks, [change.rank]);
    assert.match(
      certificateText(truth),
      new RegExp(
        `^${change.rank} ${change.purpose} ${DATE} ${DATE} 전세금 ${won(change.amount?.krw ?? 0)}\n제\\d+호 변경계약`,
        'm',
      ),
    );
  });

  it('[부기말소] cancels the second 변경 by N-2번부기등기말소 at N-3; the first 변경 applies again', () => {
    const truth = certificate('[부기말소]');
    const mortgage = right(truth, (r) => r.kind === 'MORTGAGE', 'mortgage');
    const n = mortgage.rank;
    const [first, second, removal] = [1, 2, 3].map((k) =>
      entry(truth.eulgu, (e) => e.rank === `${n}-${k}`, `${n}-${k}`),
    );
    assert.equal(removal?.purpose, `${n}-2번부기등기말소`);
    assert.match(removal?.causeText ?? '', /^(해지|해제)$/);
    assert.equal(second?.cancelled, true);
    assert.equal(second?.cancelledByRank, `${n}-3`);
    assert.equal(first?.cancelled, false);
    assert.equal(mortgage.amountKrw, first?.amount?.krw);
    assert.deepEqual(mortgage.amendedByRanks, [`${n}-1`]);
    assert.equal(truth.securedDebtKrw, first?.amount?.krw);
    assert.equal(cellText(rowLines(truth, 'EULGU', `${n}-3`), 1), `${n}-2번부기등기말소`);
    assert.ok(rowLines(truth, 'EULGU', `${n}-2`).every((line) => line.struck));
  });
});

describe('co-ownership by share', () => {
  it('[지분공유] prints 소유권일부이전 with the share sold; the seller keeps the remainder', () => {
    const truth = certificate('[지분공유]');
    const sale = entry(truth.gapgu, (e) => e.purpose === '소유권일부이전', '소유권일부이전');
    const buyer = sale.holders[0];
    assert.ok(buyer?.share);
    const seller = truth.gapgu.filter((e) => e.purpose === '소유권이전').at(-1);
    const [den, num] = buyer.share.split('분의 ').map(Number) as [number, number];
    assert.deepEqual(truth.currentOwners, [seller?.holders[0]?.name, buyer.name]);
    const remainder = truth.currentOwnerShares[0]?.share?.split('분의 ').map(Number) as [number, number];
    assert.ok(Math.abs(remainder[1] / remainder[0] + num / den - 1) < 1e-9, JSON.stringify(truth.currentOwnerShares));
    assert.deepEqual(truth.currentOwnerShares[1], { name: buyer.name, share: buyer.share });
    assert.equal(truth.ownedSince, sale.receivedOn);
    assert.match(
      certificateText(truth),
      new RegExp(
        `소유권일부이전 .*공유자\\n.*지분 ${buyer.share}\\n.*${buyer.name} ${buyer.idNumber?.replace(/\*/g, '\\*')}`,
      ),
    );
  });

  it('[지분공유] [지분이전] reduces the remainder to a reduced fraction and hands a share on', () => {
    const truth = certificate('[지분공유] [지분이전]');
    const shares = truth.currentOwnerShares.map((owner) => owner.share);
    assert.equal(shares.length, 2);
    assert.ok(shares.every((share) => share && /^\d+분의 \d+$/.test(share)));
  });

  it('[지분이전] prints N번{name}지분전부이전: the co-owner leaves, the newcomer takes that share', () => {
    const truth = certificate('[지분이전]');
    const transfer = entry(truth.gapgu, (e) => e.purpose.endsWith('지분전부이전'), '지분전부이전');
    const [, rank, leaving] = /^(\d+)번(.+)지분전부이전$/.exec(transfer.purpose) ?? [];
    const acquired = entry(truth.gapgu, (e) => e.rank === rank, `rank ${rank}`);
    const leavingHolder = acquired.holders.find((holder) => holder.name === leaving);
    assert.ok(leavingHolder, `${leaving} did not acquire at ${rank}`);
    const newcomer = transfer.holders[0];
    assert.equal(newcomer?.share, leavingHolder.share);
    assert.ok(!truth.currentOwners.includes(leaving));
    assert.equal(truth.currentOwners.at(-1), newcomer?.name);
    assert.deepEqual(truth.currentOwnerShares.at(-1), { name: newcomer?.name, share: '2분의 1' });
    assert.equal(right(truth, (r) => r.rank === transfer.rank && r.section === 'GAPGU', 'transfer').share, leaving);
  });

  it("[지분근저당] and [지분가압류] sit on one co-owner's share, named after the rank they got it at", () => {
    const truth = certificate('[지분근저당] [지분가압류]');
    const mortgage = right(truth, (r) => r.kind === 'MORTGAGE', 'mortgage on a share');
    const seizure = right(truth, (r) => r.kind === 'PROVISIONAL_SEIZURE', '가압류 on a share');
    for (const [onShare, suffix] of [
      [mortgage, '지분전부근저당권설정'],
      [seizure, '지분가압류'],
    ] as const) {
      assert.ok(onShare.share && truth.currentOwners.includes(onShare.share));
      const [, rank, name] = new RegExp(`^(\\d+)번(.+)${suffix}$`).exec(onShare.purpose) ?? [];
      assert.equal(name, onShare.share);
      const acquired = entry(truth.gapgu, (e) => e.rank === rank && e.kind === 'OWNERSHIP', `rank ${rank}`);
      assert.ok(acquired.holders.some((holder) => holder.name === name));
      assert.ok(onShare.receivedOn >= acquired.receivedOn);
      assert.equal(cellText(rowLines(truth, onShare.section, onShare.rank), 1), onShare.purpose);
    }
    assert.equal(truth.securedDebtKrw, mortgage.amountKrw);
  });
});

describe('가등기 and its 본등기', () => {
  it('[가등기본등기] prints the 본등기 under the 가등기 without a rank; its holder owns the unit', () => {
    const truth = certificate('[가등기본등기]');
    const provisional = right(truth, (r) => r.kind === 'PROVISIONAL_REGISTRATION', '가등기');
    assert.equal(provisional.cancelled, true);
    assert.equal(provisional.cancelledByRank, provisional.rank);
    const concluded = entry(truth.gapgu, (e) => e.kind === 'OWNERSHIP' && e.rank === provisional.rank, '본등기');
    assert.equal(concluded.purpose, '소유권이전');
    assert.deepEqual(truth.currentOwners, provisional.holderNames);
    assert.equal(truth.ownedSince, concluded.receivedOn);
    assert.ok(
      truth.gapgu.every((e) => e.receivedOn <= concluded.receivedOn),
      'the 본등기 is the last ownership event',
    );
    const lines = rowLines(truth, 'GAPGU', provisional.rank);
    const start = lines.findIndex((line) => line.rowStart && line.cells[1] === '소유권이전');
    assert.ok(start > 0, 'no 본등기 row');
    assert.equal(lines[start]?.cells[0], '', 'the 본등기 row prints no rank');
    assert.match(lines[start]?.cells[2] ?? '', /^\d{4}년\d+월\d+일$/);
    assert.ok(
      lines.every((line) => !line.struck),
      'a concluded 가등기 is not struck through',
    );
    assert.match(
      certificateText(truth),
      new RegExp(`^소유권이전 ${DATE} ${DATE} 소유자 ${truth.currentOwners[0]} \\d{6}-\\*{7}\n제\\d+호 매매 `, 'm'),
    );
  });
});

describe('court orders, seizures and sales', () => {
  it('[임차권등기] prints a 주택임차권 with every detail', () => {
    const truth = certificate('[임차권등기]');
    const lease = right(truth, (r) => r.kind === 'LEASE_REGISTRATION', 'lease');
    assert.equal(lease.purpose, '주택임차권');
    const order = entry(truth.eulgu, (e) => e.rank === lease.rank, 'lease entry');
    assert.match(order.causeText, /^서울서부지방법원의 임차권등기명령\(\d{4}카임\d+\)$/);
    const text = certificateText(truth);
    for (const label of [
      '임차보증금 금',
      '범 위 주거용 건물의 전부',
      '임대차계약일자 ',
      '주민등록일자 ',
      '점유개시일자 ',
      '확정일자 ',
      `임차권자 ${lease.holderNames[0]}`,
    ]) {
      assert.ok(text.includes(label), label);
    }
  });

  it('[체납압류] is a 압류 by the tax office or the city', () => {
    const truth = certificate('[체납압류]');
    const seizure = entry(truth.gapgu, (e) => e.kind === 'SEIZURE', '압류');
    assert.match(seizure.holders[0]?.name ?? '', /^(국|서울특별시마포구)$/);
    if (seizure.holders[0]?.name === '국') assert.match(certificateText(truth), /권리자 국\n.*처분청 마포세무서/);
  });

  it('[공매] prints 공매공고 by 한국자산관리공사 after a 압류', () => {
    const truth = certificate('[공매]');
    const sale = entry(truth.gapgu, (e) => e.purpose === '공매공고', '공매공고');
    assert.equal(sale.kind, 'AUCTION');
    assert.match(sale.causeText, /^공매공고\(한국자산관리공사\d{4}-\d{5}-\d{3}\)$/);
    assert.deepEqual(
      sale.holders.map((holder) => holder.name),
      ['한국자산관리공사'],
    );
    const seizure = entry(truth.gapgu, (e) => e.kind === 'SEIZURE' && !e.cancelled, '압류');
    assert.ok(seizure.receivedOn <= sale.receivedOn);
    assert.match(certificateText(truth), /공매공고 \d{4}년.* 권리자 한국자산관리공사/);
  });

  it('[강제경매] prints 강제경매개시결정 by a private creditor', () => {
    const truth = certificate('[강제경매]');
    const auction = entry(truth.gapgu, (e) => e.purpose === '강제경매개시결정', '강제경매');
    assert.equal(auction.kind, 'AUCTION');
    assert.match(auction.causeText, /^서울서부지방법원의 강제경매개시결정\(\d{4}타경\d+\)$/);
    assert.match(auction.holders[0]?.idNumber ?? '', /^\d{6}-\*{7}$/);
    assert.match(certificateText(truth), new RegExp(`강제경매개시결정 .* 채권자 ${auction.holders[0]?.name}`));
  });

  it('[매각말소] cancels every earlier right by one list row per section, naming each', () => {
    const truth = certificate('[매각말소] [가압류] [압류] [근저당] [근저당]');
    const sale = entry(truth.gapgu, (e) => e.causeText === '임의경매로 인한 매각' && e.kind === 'OWNERSHIP', 'sale');
    assert.deepEqual(
      truth.currentOwners,
      sale.holders.map((holder) => holder.name),
    );
    const lists = [...truth.gapgu, ...truth.eulgu].filter((e) => e.purpose.includes(', '));
    assert.equal(lists.length, 2, 'one list row in 갑구 and one in 을구');
    for (const list of lists) {
      assert.equal(list.causeText, '임의경매로 인한 매각');
      const section = list.section === 'GAPGU' ? truth.gapgu : truth.eulgu;
      const refs = list.purpose.replace(/등기말소$/, '').split(', ');
      for (const ref of refs) {
        const [, rank, noun] = /^(\d+)번(.+)$/.exec(ref) ?? [];
        const named = entry(section, (e) => e.rank === rank, ref);
        assert.equal(named.purpose, noun);
        assert.equal(named.cancelled, true, ref);
        assert.equal(named.cancelledByRank, list.rank, ref);
      }
      assert.equal(
        cellText(rowLines(truth, list.section, list.rank), 1).replace(/ /g, ''),
        list.purpose.replace(/ /g, ''),
      );
    }
    assert.deepEqual(
      rightsInForce(truth).filter((r) => r.kind !== 'OWNERSHIP'),
      [],
    );
    assert.equal(truth.securedDebtKrw, 0);
  });
});

describe('[유효사항]', () => {
  const tags = '[근저당말소] [근저당] [부기말소] [가압류말소] [압류]';
  const full = certificate(tags);
  const current = certificate(`${tags} [유효사항]`);

  it('prints the 현재 유효사항 title and no cancelled entry nor cancellation', () => {
    assert.equal(current.form, 'current');
    assert.equal(full.form, 'full');
    const text = certificateText(current);
    assert.equal(text.split('\n')[0], '등기사항전부증명서(현재 유효사항) - 집합건물');
    assert.doesNotMatch(text, /등기말소|부기등기말/);
    assert.ok(current.rights.every((r) => !r.cancelled));
    const lines = layoutCertificate(current).pages.flatMap((page) => page.lines);
    assert.ok(lines.every((line) => line.kind !== 'table' || !line.struck));
  });

  it('lists exactly what the full form has in force, with the same ranks and amounts', () => {
    assert.deepEqual(current.rights, rightsInForce(full));
    assert.equal(current.securedDebtKrw, full.securedDebtKrw);
    const printedRanks = [...current.gapgu, ...current.eulgu].map((e) => `${e.section} ${e.rank}`);
    const fullRanks = [...full.gapgu, ...full.eulgu].map((e) => `${e.section} ${e.rank}`);
    assert.ok(printedRanks.length < fullRanks.length);
    assert.ok(printedRanks.every((rank) => fullRanks.includes(rank)));
    assert.ok(!current.eulgu.some((e) => e.purpose.endsWith('부기등기말소')));
  });

  it('keeps a concluded 가등기 with its 본등기', () => {
    const truth = certificate('[가등기본등기] [유효사항]');
    const provisional = right(truth, (r) => r.kind === 'PROVISIONAL_REGISTRATION', '가등기');
    assert.equal(provisional.cancelledByRank, provisional.rank);
    assert.equal(truth.gapgu.filter((e) => e.rank === provisional.rank).length, 2);
  });
});

describe('new tags alone and together', () => {
  const NEW_TAGS = [
    '근저당변경',
    '근저당이전',
    '전세권변경',
    '부기말소',
    '지분공유',
    '지분이전',
    '지분근저당',
    '지분가압류',
    '가등기본등기',
    '임차권등기',
    '체납압류',
    '공매',
    '강제경매',
    '매각말소',
    '유효사항',
  ];

  it('each new tag gives the right kinds in force', () => {
    const cases: Array<[string, RightKind[]]> = [
      ['[근저당변경]', ['MORTGAGE']],
      ['[근저당이전]', ['MORTGAGE']],
      ['[부기말소]', ['MORTGAGE']],
      ['[전세권변경]', ['JEONSE_RIGHT']],
      ['[지분근저당]', ['MORTGAGE']],
      ['[지분가압류]', ['PROVISIONAL_SEIZURE']],
      ['[지분공유]', []],
      ['[지분이전]', []],
      ['[가등기본등기]', []],
      ['[임차권등기]', ['LEASE_REGISTRATION']],
      ['[체납압류]', ['SEIZURE']],
      ['[공매]', ['AUCTION', 'SEIZURE']],
      ['[강제경매]', ['AUCTION']],
      ['[매각말소]', []],
    ];
    for (const [tags, kinds] of cases) {
      const inForce = [...new Set(rightsInForce(certificate(tags)).map((r) => r.kind))]
        .filter((kind) => kind !== 'OWNERSHIP')
        .sort();
      assert.deepEqual(inForce, kinds, tags);
    }
  });

  it("combines with the other tags, and rejects two endings of the owner's story", () => {
    for (const [index, tag] of NEW_TAGS.entries()) {
      const other = NEW_TAGS[(index + 5) % NEW_TAGS.length];
      const endings = [tag, other].filter((name) => name === '가등기본등기' || name === '매각말소');
      if (endings.length > 1) continue;
      const truth = certificate(`[${tag}] [${other}] [근저당 240000000] [공유] [가압류말소]`);
      assert.ok(certificateText(truth).length > 0, tag);
    }
    assert.throws(() => parseScenarioHints(`${ADDRESS} [신탁] [가등기본등기]`), /exclude each other/);
    assert.throws(() => parseScenarioHints(`${ADDRESS} [매각말소] [가등기본등기]`), /exclude each other/);
    assert.throws(() => parseScenarioHints(`${ADDRESS} [지분공유2]`), /unknown scenario tag/);
  });
});

describe('the random mix', () => {
  const certificates = sampleAddresses(300, 1).map((address) => generateCertificate(address, { issuedAt }));
  const entries = (truth: CertificateTruth): RegistryEntry[] => [...truth.gapgu, ...truth.eulgu];

  it('gives at least a third of certificates an amendment, a co-ownership or a 가등기', () => {
    const amended = (truth: CertificateTruth): boolean =>
      entries(truth).some((e) => /^\d+번(근저당권|전세권)(변경|이전)$|부기등기말소$/.test(e.purpose));
    const shared = (truth: CertificateTruth): boolean =>
      truth.currentOwnerShares.length > 1 ||
      truth.rights.some((r) => r.share !== null) ||
      entries(truth).some((e) => e.purpose.includes('지분'));
    const provisional = (truth: CertificateTruth): boolean =>
      truth.rights.some((r) => r.kind === 'PROVISIONAL_REGISTRATION');
    const carrying = certificates.filter((truth) => amended(truth) || shared(truth) || provisional(truth));
    assert.ok(carrying.length >= 100, `only ${carrying.length} of 300`);
    for (const [name, test] of [
      ['amendment', amended],
      ['co-ownership', shared],
      ['가등기', provisional],
    ] as const) {
      assert.ok(certificates.filter(test).length >= 15, name);
    }
  });

  it('carries each other new feature in a few certificates', () => {
    const features: Array<[string, (truth: CertificateTruth) => boolean]> = [
      [
        '본등기',
        (truth) => truth.rights.some((r) => r.kind === 'PROVISIONAL_REGISTRATION' && r.cancelledByRank === r.rank),
      ],
      ['임차권등기', (truth) => entries(truth).some((e) => e.purpose === '주택임차권')],
      [
        '체납압류',
        (truth) => entries(truth).some((e) => e.kind === 'SEIZURE' && /^(국|.+[구시])$/.test(e.holders[0]?.name ?? '')),
      ],
      ['공매', (truth) => entries(truth).some((e) => e.purpose === '공매공고')],
      ['강제경매', (truth) => entries(truth).some((e) => e.purpose === '강제경매개시결정')],
      ['매각', (truth) => entries(truth).some((e) => e.kind === 'OWNERSHIP' && e.causeText.endsWith('매각'))],
      ['유효사항', (truth) => truth.form === 'current'],
    ];
    for (const [name, test] of features) {
      const count = certificates.filter(test).length;
      assert.ok(count >= 3 && count <= 60, `${name}: ${count} of 300`);
    }
  });
});
