import { z } from 'zod';

/**
 * Every job carries only its task id — the row is the truth, the job only says "run it" — and,
 * with tracing on, the W3C context of the span that sent it, which its deliveries (a redelivery
 * too: Bee-Queue hands on the same payload) continue.
 */
export const jobPayloadSchema = z.object({
  taskId: z.string().uuid(),
  traceparent: z.string().max(256).optional(),
  tracestate: z.string().max(512).optional(),
});
export type JobPayload = z.infer<typeof jobPayloadSchema>;
