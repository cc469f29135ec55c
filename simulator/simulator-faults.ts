import { z } from 'zod';
import { SeededRandom } from './seeded-random';

/**
 * A fault the simulator injects into matching requests. Every field is optional; several effects
 * in one rule combine. A rule applies to a request when its filters match and its budget lasts.
 */
export const faultRuleSchema = z.object({
  /** Only requests whose address contains this text. Default: any address. */
  addressContains: z.string().min(1).optional(),
  /** Only requests with this idempotency key. Default: any key. */
  key: z.string().min(1).optional(),
  /** Which call the rule disturbs: issuing or the receipt look-up. Default: 'issue'. */
  route: z.enum(['issue', 'receipt']).optional(),
  /** How many matching requests the rule applies to before it stops. Default: unlimited. */
  times: z.number().int().positive().optional(),
  /** Delay before the office answers. */
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  /** Chance (0..1) of a 503 AUTOMATION_FAILED before any charge; drawn from the seeded PRNG. */
  errorRate: z.number().min(0).max(1).optional(),
  /** Answer 409 DUPLICATE_PAYMENT before any charge. */
  duplicatePayment: z.boolean().optional(),
  /** Charge, then never answer: the client can only time out (its outcome is unknown). */
  timeoutAfterCharge: z.boolean().optional(),
  /** Charge and answer 200 with an empty document. The receipt keeps the real PDF. */
  emptyPdf: z.boolean().optional(),
});

export type FaultRule = z.infer<typeof faultRuleSchema>;

export const faultRulesSchema = z.array(faultRuleSchema);

/** What the faults decided for one request. */
export interface FaultEffects {
  latencyMs: number;
  fail: boolean;
  duplicatePayment: boolean;
  timeoutAfterCharge: boolean;
  emptyPdf: boolean;
}

/** The request a fault may match. */
export interface FaultTarget {
  route: 'issue' | 'receipt';
  address: string | null;
  key: string | null;
}

/** A rule with how often it has applied, as `GET /v1/faults` shows it. */
export interface FaultRuleState {
  rule: FaultRule;
  applied: number;
}

/**
 * The active fault rules. The PRNG behind `errorRate` restarts from the seed whenever the rules
 * change, so one test run sees the same sequence of failures every time.
 */
export class FaultBook {
  private rules: FaultRuleState[] = [];
  private rng: SeededRandom;

  constructor(private readonly seed: string) {
    this.rng = new SeededRandom(seed);
  }

  /** Replaces every rule; throws a ZodError listing what is wrong with them. */
  set(rules: unknown): void {
    const parsed = faultRulesSchema.parse(rules);
    this.rules = parsed.map((rule) => ({ rule, applied: 0 }));
    this.rng = new SeededRandom(this.seed);
  }

  clear(): void {
    this.rules = [];
    this.rng = new SeededRandom(this.seed);
  }

  list(): FaultRuleState[] {
    return this.rules.map((state) => ({ rule: { ...state.rule }, applied: state.applied }));
  }

  /** Applies every matching rule with budget left to this request, spending one of each budget. */
  take(target: FaultTarget): FaultEffects {
    const effects: FaultEffects = {
      latencyMs: 0,
      fail: false,
      duplicatePayment: false,
      timeoutAfterCharge: false,
      emptyPdf: false,
    };
    for (const state of this.rules) {
      const { rule } = state;
      if (!matches(rule, target)) continue;
      if (rule.times !== undefined && state.applied >= rule.times) continue;
      state.applied += 1;
      effects.latencyMs += rule.latencyMs ?? 0;
      if (rule.errorRate !== undefined && this.rng.next() < rule.errorRate) effects.fail = true;
      effects.duplicatePayment ||= rule.duplicatePayment === true;
      effects.timeoutAfterCharge ||= rule.timeoutAfterCharge === true;
      effects.emptyPdf ||= rule.emptyPdf === true;
    }
    return effects;
  }
}

function matches(rule: FaultRule, target: FaultTarget): boolean {
  if ((rule.route ?? 'issue') !== target.route) return false;
  if (rule.key !== undefined && rule.key !== target.key) return false;
  if (rule.addressContains !== undefined && !(target.address ?? '').includes(rule.addressContains)) return false;
  return true;
}
