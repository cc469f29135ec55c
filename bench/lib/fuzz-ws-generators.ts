import type { FuzzContext, WsCase } from './fuzz-cases';
import { idsOf } from './fuzz-cases';
import { deepSelection, mutateDocument } from './fuzz-documents';
import { pickOperation, variablesFor } from './fuzz-graphql-generators';
import { fragmentSpreads, randomSchemaDocument } from './fuzz-schema-documents';
import { garbageAuthorization } from './fuzz-tokens';
import { randomValue } from './fuzz-values';
import type { SeededRandom } from './seeded-random';

const PROTOCOL = 'graphql-transport-ws';
const json = (value: unknown): string => JSON.stringify(value);
const init = (payload: unknown): string =>
  json({ type: 'connection_init', ...(payload !== undefined ? { payload } : {}) });
const validInit = (ctx: FuzzContext): string => init({ authorization: `Bearer ${ctx.token}` });
const subscribe = (id: unknown, payload: unknown): string => json({ type: 'subscribe', id, payload });

function wsCase(
  category: string,
  note: string,
  frames: Array<string | Buffer>,
  overrides: Partial<WsCase> = {},
): WsCase {
  return {
    transport: 'ws',
    category,
    note,
    protocols: [PROTOCOL],
    path: '/graphql',
    headers: {},
    frames,
    ...overrides,
  };
}

/** A document a subscriber might send: known, broken, random, deep or a fragment bomb. */
function wsDocument(rng: SeededRandom, ctx: FuzzContext): { how: string; query: string; variables?: unknown } {
  const op = pickOperation(rng, ctx, true);
  switch (rng.int(0, 5)) {
    case 0:
      return { how: `${op.name}, wrong variables`, query: op.text, variables: variablesFor(rng, op, ctx, true) };
    case 1: {
      const m = mutateDocument(rng, op.text);
      return { how: `${op.name} ${m.how}`, query: m.text, variables: variablesFor(rng, op, ctx, false) };
    }
    case 2:
      return { how: 'walk of the schema', query: randomSchemaDocument(rng, ctx.schema, idsOf(ctx)) };
    case 3: {
      const depth = rng.pick([11, 50, 500]);
      return { how: `fields ${depth} deep`, query: deepSelection(depth) };
    }
    case 4: {
      const f = fragmentSpreads(rng);
      return { how: f.how, query: f.text };
    }
    default:
      return {
        how: `${op.name}, NUL in variables`,
        query: op.text,
        variables: JSON.parse(
          JSON.stringify(variablesFor(rng, op, ctx, false), (_k, v: unknown) =>
            typeof v === 'string' ? `${v}\u0000` : v,
          ),
        ),
      };
  }
}

/** Generators of graphql-ws connections, one per category. */
export const WS_GENERATORS: Record<string, (rng: SeededRandom, ctx: FuzzContext) => WsCase> = {
  'ws-subscribe': (rng, ctx) => {
    const docs = Array.from({ length: rng.int(1, 3) }, () => wsDocument(rng, ctx));
    const frames = docs.map((d, i) =>
      subscribe(`s${i}`, { query: d.query, ...(d.variables !== undefined ? { variables: d.variables } : {}) }),
    );
    return wsCase('ws-subscribe', docs.map((d) => d.how).join(' + '), [validInit(ctx), ...frames]);
  },
  'ws-malformed-messages': (rng, ctx) => {
    const [note, frame] = rng.pick<[string, () => string | Buffer]>([
      ['random bytes (binary frame)', () => rng.bytes(rng.int(1, 2048))],
      ['random text', () => rng.string(rng.int(1, 300), 'abc{}[]":, \u0000\ud800둥지')],
      ['truncated JSON', () => subscribe('x', { query: '{ me { id } }' }).slice(0, rng.int(1, 30))],
      ['JSON, not an object', () => json(rng.pick([null, 1, 'subscribe', [], true]))],
      [
        'unknown type',
        () =>
          json({
            type: rng.pick(['start', 'stop', 'connection_terminate', 'next', 'error', 'connection_ack', '', 42]),
          }),
      ],
      ['subscribe without id', () => json({ type: 'subscribe', payload: { query: '{ me { id } }' } })],
      ['subscribe, id not a string', () => subscribe(randomValue(rng, 2), { query: '{ me { id } }' })],
      ['subscribe without payload', () => json({ type: 'subscribe', id: 'x' })],
      ['subscribe, query not a string', () => subscribe('x', { query: randomValue(rng, 3) })],
      [
        'subscribe, variables not an object',
        () => subscribe('x', { query: '{ me { id } }', variables: rng.pick(['x', 1, [1], true]) }),
      ],
      ['subscribe, extensions junk', () => subscribe('x', { query: '{ me { id } }', extensions: randomValue(rng, 3) })],
      [
        'subscribe, operationName junk',
        () => subscribe('x', { query: '{ me { id } }', operationName: randomValue(rng, 2) }),
      ],
      ['complete for an unknown id', () => json({ type: 'complete', id: rng.pick(['nope', '', 1]) })],
      ['ping with a payload', () => json({ type: 'ping', payload: randomValue(rng, 3) })],
      ['NUL in the id', () => subscribe('a\u0000b', { query: '{ me { id } }' })],
    ]);
    return wsCase('ws-malformed-messages', note, [validInit(ctx), frame()]);
  },
  'ws-auth': (rng, ctx) => {
    const [note, payload] = rng.pick<[string, () => unknown]>([
      ['no payload', () => undefined],
      ['empty payload', () => ({})],
      ['payload null', () => null],
      ['payload a string', () => 'Bearer x'],
      ['payload a list', () => [ctx.token]],
      ['authorization a number', () => ({ authorization: 42 })],
      ['authorization an object', () => ({ authorization: { token: ctx.token } })],
      ['bad authorization', () => ({ authorization: garbageAuthorization(rng, ctx.secret) })],
      ['token without Bearer', () => ({ authorization: ctx.token })],
      ['Authorization capitalised', () => ({ Authorization: `Bearer ${ctx.token}` })],
    ]);
    return wsCase('ws-auth', note, [init(payload()), subscribe('x', { query: '{ me { id } }' })]);
  },
  'ws-protocol': (rng, ctx) => {
    const me = subscribe('x', { query: '{ me { id } }' });
    const [note, build] = rng.pick<[string, () => WsCase]>([
      ['legacy subprotocol', () => wsCase('', '', [validInit(ctx), me], { protocols: ['graphql-ws'] })],
      ['no subprotocol', () => wsCase('', '', [validInit(ctx), me], { protocols: [] })],
      ['unknown origin', () => wsCase('', '', [validInit(ctx), me], { headers: { origin: 'https://evil.example' } })],
      [
        'wrong path',
        () => wsCase('', '', [validInit(ctx), me], { path: rng.pick(['/', '/graphql/', '/x', '/graphql?x=%']) }),
      ],
      ['subscribe before init', () => wsCase('', '', [me])],
      ['init twice', () => wsCase('', '', [validInit(ctx), validInit(ctx), me])],
      [
        'the same id twice',
        () =>
          wsCase('', '', [
            validInit(ctx),
            subscribe('x', { query: `subscription { taskUpdated(id: ${json(rng.pick(idsOf(ctx)))}) { id } }` }),
            me,
          ]),
      ],
      [
        'many subscribes',
        () =>
          wsCase('', '', [
            validInit(ctx),
            ...Array.from({ length: rng.pick([20, 101, 150]) }, (_, i) =>
              subscribe(`m${i}`, {
                query: `subscription { nestTaskUpdated(nestId: ${json(rng.pick(ctx.nestIds))}) { id } }`,
              }),
            ),
          ]),
      ],
      [
        'message over 64 KB',
        () => wsCase('', '', [validInit(ctx), subscribe('x', { query: `{ me { id } }${' '.repeat(70 << 10)}` })]),
      ],
      [
        'huge init',
        () =>
          wsCase('', '', [
            init({ authorization: `Bearer ${ctx.token}`, pad: 'x'.repeat(rng.pick([1 << 10, 63 << 10])) }),
            me,
          ]),
      ],
    ]);
    return { ...build(), category: 'ws-protocol', note };
  },
};
