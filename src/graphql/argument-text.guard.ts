import { defaultFieldResolver, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { badInput } from '../errors/domain-error';
import { findUnstorableText } from '../input/input-text.rules';

/**
 * Refuses, with BAD_USER_INPUT, any field argument holding a string the database cannot store as
 * sent (NUL, a lone surrogate; see input-text.rules.ts) — IDs, cursors, inputs and lists alike,
 * nested input objects included — before the field's resolver runs.
 *
 * It wraps the schema's own resolvers rather than each resolver class, so a field added later is
 * covered without anyone remembering to; HTTP and graphql-ws execute the same schema, so both are.
 * Only fields that take arguments are wrapped: the others cost nothing. A custom String scalar
 * would do the same but change the public schema; this leaves it untouched.
 */
export function guardArgumentText(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      // A subscription's arguments are checked once, when it is subscribed, not on every event.
      if (field.subscribe) field.subscribe = refusingUnstorableArgs(field.subscribe);
      else field.resolve = refusingUnstorableArgs(field.resolve ?? defaultFieldResolver);
    }
  }
  return schema;
}

function refusingUnstorableArgs<S, C>(resolve: GraphQLFieldResolver<S, C>): GraphQLFieldResolver<S, C> {
  return (source, args, context, info) => {
    for (const [name, value] of Object.entries(args as Record<string, unknown>)) {
      const found = findUnstorableText(value, name);
      if (found) throw badInput(`${found.path}: ${found.problem}`, { field: found.path });
    }
    return resolve(source, args, context, info);
  };
}
