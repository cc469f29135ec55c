import type { HandlerFactory } from '../src/main/create-workers';
import type { QueueName } from '../src/queue/jobs';
import { issuanceHandler } from './issuance.worker';

/** Every queue's handler in this build. A queue missing here cannot be started. */
export const HANDLERS: Partial<Record<QueueName, HandlerFactory>> = {
  issuance: issuanceHandler,
};
