/**
 * The fixed forms of a Korean registry certificate (등기사항전부증명서), restored where OCR bent
 * them. Every rule is keyed to how the document type is printed, never to a particular value, and
 * each only rewrites characters OCR demonstrably misread or spaced differently:
 *
 * 1. Section headings: the certificate prints `【 표 제 부 】 ( 1동의 건물의 표시 )`, `【 갑 구 】`,
 *    `【 을 구 】` with the name spaced out inside spaced brackets and the caption in spaced
 *    parentheses. The Korean model reads wide letter spacing as none (`【표제부】(…)`).
 * 2. The end-of-record marker `-- 이 하 여 백 --` (read as `-이하여백-`).
 * 3. The footer `열람일시 : <date> <time> <page>/<pages>`: its label colon, and a page counter whose
 *    slash was read as `7`, `|`, `l` or `I` (`172` → `1/2`); only where the page is not past the
 *    page count, so a misread that makes no counter is left alone.
 * 4. Areas: the certificate prints every area as a number and `㎡`, and prints no decimal with a
 *    trailing zero (`25236.3㎡`, never `25236.30`). `㎡` is not in the Korean model: it comes out
 *    as `0`, `0ㅁ`, `ㅠ`, `m2`, `m'`… A decimal number directly followed by such a look-alike takes
 *    the `㎡` back; a plain `0` only after a decimal whose last digit is not 0 (`838.220` →
 *    `838.22㎡`, while a ratio such as `40.667` or a whole number stays as read). A certificate's
 *    decimals are areas and land-share ratios only: its dates are written `2019년10월2일`.
 */
export function restoreCertificateForms(line: string): string {
  return restoreAreaUnits(restoreFooter(restoreEndMarker(restoreHeading(line))));
}

const HEADING = /^【[\s.,·ㆍ'"`]*([가-힣](?:\s*[가-힣]){1,3})\s*】\s*(?:\(\s*([^()]*?)\s*\))?/;

function restoreHeading(line: string): string {
  return line.replace(HEADING, (_, name: string, caption: string | undefined) => {
    const spaced = `【 ${[...name.replace(/\s+/g, '')].join(' ')} 】`;
    return caption === undefined ? spaced : `${spaced} ( ${caption} )`;
  });
}

const END_MARKER = /^-[-.\s]*이\s*하\s*여\s*백[\s.…]*-[-.…\s]*$/;

function restoreEndMarker(line: string): string {
  return END_MARKER.test(line) ? '-- 이 하 여 백 --' : line;
}

const FOOTER_LABEL = /^열람일시\s*[:;.,、]?\s*(?=\d)/;
const PAGE_COUNTER = /(\d+시\s*\d+분)\s+(\d)\s*[7/|lI]\s*(\d)$/;

function restoreFooter(line: string): string {
  if (!FOOTER_LABEL.test(line)) return line;
  return line
    .replace(FOOTER_LABEL, '열람일시 : ')
    .replace(PAGE_COUNTER, (counter, time: string, page: string, pages: string) =>
      Number(page) >= 1 && Number(page) <= Number(pages) ? `${time} ${page}/${pages}` : counter,
    );
}

/** What the `㎡` box reads as in the Korean model (`0ㅁ`, `0ㅠ`, `ㅁ`) or the English one (`m2`, `m'`). */
const LATIN_AREA_SIGN = String.raw`m\s?[2²'’]|㎡`;
const AREA_WITH_SIGN = new RegExp(
  String.raw`(?<![\d.])(\d+(?:\.\d+?)?)\s?(?:${LATIN_AREA_SIGN})(?![\p{L}\p{N}])|(?<![\d.])(\d+\.\d+?)0?[ㅁㅠ](?![\p{L}\p{N}])`,
  'gu',
);
const AREA_WITH_ZERO = /(?<![\d.])(\d+\.\d*[1-9])07?(?![\p{L}\p{N}.,])/gu;

function restoreAreaUnits(line: string): string {
  return line
    .replace(AREA_WITH_SIGN, (_, latin: string | undefined, jamo: string | undefined) => `${latin ?? jamo}㎡`)
    .replace(AREA_WITH_ZERO, '$1㎡');
}
