/**
 * The Korean font the certificates are set in: NanumGothic from Debian's `fonts-nanum`, which the
 * project's setup installs. Both renderers take these paths as an option so a machine with the
 * font elsewhere can pass its own.
 */
export interface KoreanFontPaths {
  /** Body text. Default: /usr/share/fonts/truetype/nanum/NanumGothic.ttf */
  regular: string;
  /** Title and section headings. Default: /usr/share/fonts/truetype/nanum/NanumGothicBold.ttf */
  bold: string;
}

export const DEFAULT_KOREAN_FONT: KoreanFontPaths = {
  regular: '/usr/share/fonts/truetype/nanum/NanumGothic.ttf',
  bold: '/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf',
};
