import { OPERATOR_ROLE } from '../auth/jwt';
import { DomainError } from '../errors/domain-error';
import type { GraphQLContext } from './context';

/** FORBIDDEN unless the caller's token carries the `operator` role (contract/ops.graphql). */
export function requireOperator(ctx: Pick<GraphQLContext, 'roles'>): void {
  if (!ctx.roles.includes(OPERATOR_ROLE))
    throw new DomainError('FORBIDDEN', 'Operators only: the token has no "operator" role');
}
