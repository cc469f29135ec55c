import type { IsolatedOcrEngine, OcrChildFault, OcrEngine } from '../ocr';

/**
 * Fault injection into the OCR child for chaos tests (CHAOS_OCR_AT, refused in production by the
 * config module): `crash` (the child SIGSEGVs itself, as native code does) or `hang` (it blocks
 * for good) at the n-th page it sends to tesseract. Once per task, on its first attempt, so the
 * retry gets through; `:always` on every attempt, a document that kills every child it meets.
 */
export interface OcrFaultPlan {
  fault: OcrChildFault;
  always: boolean;
}

/** Reads `crash`, `hang:2`, `crash:1:always`…; undefined when `spec` is empty. */
export function parseOcrFaultPlan(spec: string): OcrFaultPlan | undefined {
  if (!spec) return undefined;
  const [kind, page, always] = spec.split(':');
  const ocrPage = page && page !== 'always' ? Number(page) : 1;
  return { fault: { kind: kind as OcrChildFault['kind'], ocrPage }, always: page === 'always' || always === 'always' };
}

/**
 * The engine one attempt uses: `engine` itself, or, when the plan fires on `attempt` (0 for the
 * first), one whose every call carries the fault to the child.
 */
export function engineForAttempt(
  engine: IsolatedOcrEngine,
  plan: OcrFaultPlan | undefined,
  attempt: number,
): OcrEngine {
  if (!plan || (!plan.always && attempt > 0)) return engine;
  const { fault } = plan;
  return { ...engine, extractText: (pdf, options) => engine.extractText(pdf, { ...options, fault }) };
}
