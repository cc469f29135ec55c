/** The words the app shows, in Korean. */
export const STATUS_LABEL: Record<string, string> = {
  PENDING: '대기 중',
  PROCESSING: '진행 중',
  SUCCESS: '완료',
  FAILED: '실패',
};
export const KIND_LABEL: Record<string, string> = {
  REGISTRY_ISSUANCE: '등기부등본 발급',
  OCR: '문서 글자 읽기',
  REGISTRY_ANALYSIS: '권리분석',
  CLAUSE_ANALYSIS: '특약 분석',
};
export const RISK_LABEL: Record<string, string> = { SAFE: '안전', CAUTION: '주의', DANGER: '위험' };
export const STAGE_LABEL: Record<string, string> = { SEARCH: '참고 자료 찾는 중', LLM: '분석 중', DONE: '끝' };

export function formatKrw(value: number | null | undefined): string {
  return value == null ? '—' : `${new Intl.NumberFormat('ko-KR').format(value)}원`;
}

export function formatTime(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString('ko-KR', { hour12: false }) : '—';
}
