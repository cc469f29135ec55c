import { restoreCertificateForms } from './certificate-form.rules';

/**
 * Post-processing of tesseract's output for Korean registry certificates.
 *
 * Every rule only removes whitespace, removes table-rule debris, swaps a Latin look-alike for
 * the digit it stands in for *inside a number*, or restores a form every certificate prints
 * (rule 7). None adds a word, and none touches text that could be meant as written, so the
 * analysis never reads something the page did not say:
 *
 * 1. Unicode NFC (decomposed jamo from some scans become whole syllables).
 * 2. Full-width ASCII forms (`，` `：` `（`) become their ASCII selves.
 * 3. Tokens made only of `| . , ; ' " ` ㆍ · _` standing alone, and lines with no letter or
 *    digit, go: they are table borders and specks read as text (on a certificate punctuation
 *    always sticks to a word; a lone `-` or `~` is kept: titles and ranges use them, and a lone
 *    `:` only goes at either end of a line, since `열람일시 : …` is printed that way).
 * 4. Runs of spaces collapse to one; lines are trimmed; blank lines go (tesseract's paragraph
 *    breaks inside a table are arbitrary; pages are still separated by a blank line).
 * 5. Single Hangul syllables separated by single spaces are joined when the run is five or more
 *    long, or when a line holds two or more runs of three (`소 유 자 김 민 준` → `소유자김민준`):
 *    LSTM Korean models sometimes space out every syllable of a line. Shorter lone runs are left
 *    alone: the certificate prints headings spaced out (`【 표 제 부 】`, `-- 이 하 여 백 --`).
 * 6. Inside numbers: `O`/`o` → `0` and `l`/`I` → `1` within a run of digits, commas and those
 *    look-alikes that holds a digit and touches no other Latin letter, never at the run's ends
 *    (`24O,OOO,l00` → `240,000,100`, while `Olive`, `l0t` or `27782O` stay); spaces around a
 *    thousands comma go when the group ends in a comma or 원 (`240, 000,000원`, not `86, 103동`).
 * 7. The certificate's fixed forms come back where OCR bent them: section headings, the
 *    end-of-record marker, the footer's page counter, and `㎡` after an area (the Korean model has
 *    no `㎡`); see {@link restoreCertificateForms}. These replace misread characters with the ones
 *    the form prints there, and nothing else.
 * 8. Units and the amount marker stick to their number as registry certificates print them:
 *    `240,000,000 원` → `240,000,000원`, `2020 년 3 월` → `2020년 3월`, `금 240` → `금240`.
 */
export function normalizeOcrText(raw: string): string {
  let text = raw.normalize('NFC').replace(/[\uFF01-\uFF5E]/g, toAsciiForm);
  text = text.replace(/\u3000|\t/g, ' ');
  return text
    .split(/\r?\n/)
    .map(normalizeLine)
    .filter((line) => line.length > 0)
    .join('\n');
}

/** Whitespace-only tidy-up for text that came from a text layer (it is exact already). */
export function tidyTextLayer(raw: string): string {
  return tidyLines(
    raw
      .normalize('NFC')
      .split(/\r?\n/)
      .map((line) => line.replace(/[ \t]+/g, ' ').trim()),
  );
}

function normalizeLine(line: string): string {
  let text = line
    .replace(/(^|\s)[|.,;'"`ㆍ·_]+(?=\s|$)/g, '$1')
    .replace(/^[\s:]+|[\s:]+$/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return '';
  text = joinSpacedSyllables(text);
  text = repairNumbers(text);
  return attachUnits(restoreCertificateForms(text));
}

const SPACED_SYLLABLES = /(?<![가-힣])[가-힣](?: [가-힣](?![가-힣])){2,}/g;

/** Joins spaced-out Hangul syllables (rule 5). */
export function joinSpacedSyllables(line: string): string {
  const runs = line.match(SPACED_SYLLABLES) ?? [];
  const syllables = (run: string): number => (run.length + 1) / 2;
  if (runs.length < 2 && !runs.some((run) => syllables(run) >= 5)) return line;
  return line.replace(SPACED_SYLLABLES, (run) => run.replace(/ /g, ''));
}

function repairNumbers(line: string): string {
  return (
    line
      .replace(/(?<![A-Za-z])[0-9OolI,]*\d[0-9OolI,]*(?![A-Za-z])/g, (run) => {
        // Only look-alikes with a digit or comma on both sides: a trailing `O` may be an
        // unreadable unit, and turning it into a digit would change the number's value.
        const inner = run.slice(1, -1).replace(/[Oo]/g, '0').replace(/[lI]/g, '1');
        return run.length > 2 ? run[0] + inner + run.at(-1) : run;
      })
      // Thousands groups end in a comma or the won sign; "로 86, 103동" is an address, not 86,103.
      .replace(/(?<=\d) ?, ?(?=\d{3} ?(?:, ?\d|원))/g, ',')
  );
}

function attachUnits(line: string): string {
  return line.replace(/(\d) (원|년|월|일|번지|㎡)(?![가-힣])/g, '$1$2').replace(/(?<![가-힣])금 (?=\d)/g, '금');
}

function tidyLines(lines: readonly string[]): string {
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function toAsciiForm(char: string): string {
  return String.fromCharCode(char.charCodeAt(0) - 0xfee0);
}
