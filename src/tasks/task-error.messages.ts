import type { TaskErrorCode } from './task.types';

/**
 * What a tenant reads when a task failed (SPEC §10): one fixed sentence per error code, in Korean,
 * saying what happened and what to do. The row's own `error_message` keeps the raw cause (driver,
 * storage and provider text, hosts, SQL) for the logs and operators; it never reaches a client.
 * A `Record` over every code: a code added without its sentence does not type-check.
 */
export const TASK_ERROR_MESSAGES: Record<TaskErrorCode, string> = {
  DISPATCH_FAILED: '요청은 접수되었지만 작업을 시작하지 못했습니다. 잠시 후 다시 요청해 주세요.',
  STALE_PENDING: '작업이 제시간에 시작되지 않아 취소되었습니다. 다시 요청해 주세요.',
  STALE_PROCESSING: '작업이 제한 시간 안에 끝나지 않아 중단되었습니다. 다시 요청해 주세요.',
  WORKER_DEAD: '작업을 처리하던 서버에 문제가 생겨 작업을 마치지 못했습니다. 다시 요청해 주세요.',
  AUTOMATION_FAILED: '등기소에서 등기부등본을 발급받지 못했습니다. 잠시 후 다시 요청해 주세요.',
  DUPLICATE_PAYMENT:
    '이미 결제된 발급 건으로 확인되어 중복 결제를 막기 위해 발급을 멈췄습니다. 고객센터에 문의해 주세요.',
  UPLOAD_FAILED: '발급받은 등기부등본을 보관하지 못했습니다. 잠시 후 다시 요청해 주세요.',
  SAVE_FAILED: '발급받은 등기부등본의 기록을 저장하지 못했습니다. 잠시 후 다시 요청해 주세요.',
  OCR_FAILED: '등기부등본의 글자를 읽어 내지 못했습니다. 발급받은 문서는 그대로 내려받을 수 있습니다.',
  PARSE_FAILED: '문서에서 등기부등본의 내용을 찾지 못해 권리분석을 할 수 없습니다.',
  ANALYSIS_FAILED: '분석을 마치지 못했습니다. 잠시 후 다시 요청해 주세요.',
  LLM_FAILED: '특약 조항 분석 서비스가 응답하지 않아 분석을 마치지 못했습니다. 잠시 후 다시 요청해 주세요.',
  UNKNOWN: '예상하지 못한 문제로 작업을 마치지 못했습니다. 다시 요청해 주세요.',
  CANCELLED: '운영자가 작업을 취소했습니다. 필요하면 다시 요청해 주세요.',
};

/** The sentence a client sees for a task's error code; null when the task has none. */
export function clientErrorMessage(code: TaskErrorCode | null): string | null {
  return code === null ? null : TASK_ERROR_MESSAGES[code];
}
