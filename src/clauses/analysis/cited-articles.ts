/** An article a pattern's `law` text names: which document, which article key (e.g. 제3조의2). */
export interface CitedArticle {
  source: string;
  article: string;
}

/**
 * Reads the articles a pattern's explanation names ("주택임대차보호법 제3조 제1항, 제10조. 민법 제623조"),
 * carrying the last named document forward as Korean legal prose does. The reranker uses it to
 * lift the statute a matched pattern relies on.
 */
export function citeArticles(law: string): CitedArticle[] {
  const cited: CitedArticle[] = [];
  let current = '주택임대차보호법';
  const token =
    /(주택임대차보호법 시행령|같은 법 시행령|주택임대차보호법|민법|주택임대차표준계약서)|제(\d+)조(?:의(\d+))?/gu;
  for (const match of law.matchAll(token)) {
    if (match[1]) {
      current = match[1] === '같은 법 시행령' ? '주택임대차보호법 시행령' : match[1];
      continue;
    }
    const article = `제${match[2]}조${match[3] ? `의${match[3]}` : ''}`;
    if (!cited.some((c) => c.source === current && c.article === article)) cited.push({ source: current, article });
  }
  return cited;
}

/**
 * Whether a chunk title (e.g. "제3조의2(보증금의 회수)") is the cited article. `article` is an
 * article key (제3조의2) or a whole title, for chunks without a number (특약사항(작성 안내)).
 */
export function isCitedTitle(title: string, article: string): boolean {
  return title === article || title.startsWith(`${article}(`);
}
