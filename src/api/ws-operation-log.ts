import {
  OperationTypeNode,
  type GraphQLError,
  type GraphQLFormattedError,
  type OperationDefinitionNode,
} from 'graphql';
import { observeOperation } from '../metrics/graphql-timing.plugin';
import { errorCodes, logOperation, type OperationLine } from './operation-log.plugin';

/** An operation a socket has subscribed that has not ended yet. */
interface OpenOperation {
  userId: string;
  started: number;
  /** As Apollo's: the name in the resolved document, so none until the document resolves. */
  name?: string;
  /** `unknown` until its document resolves: a refusal before that stays `unknown`, as on HTTP. */
  type: OperationTypeNode | 'unknown';
  /** A subscription whose stream is open: it has had its `started` line. */
  streaming: boolean;
  /** The codes of the errors sent for it so far: a subscription may send some in any event. */
  errors: Set<string>;
}

/**
 * The `graphql operation` lines (`transport: 'ws'`) and `graphql_operation_seconds` observations of
 * the operations on graphql-ws sockets, fed by its hooks. In graphql-ws 6 an operation starts with
 * `onSubscribe`; a refusal that hook returns is sent as the operation's `error` and no other hook
 * follows, so it ends there. Otherwise graphql-ws executes it (even if the client has completed it
 * or closed the socket meanwhile), calls `onOperation` with the result, `onNext` per result,
 * `onError` if a subscription's stream throws, and `onComplete` last. Open operations are kept per
 * socket and id (ids are the client's, unique only on one socket).
 */
export class SocketOperationLog {
  private readonly open = new WeakMap<object, Map<string, OpenOperation>>();

  /** `onSubscribe`, first thing: the clock starts before admission and validation, as Apollo's does. */
  subscribed(socket: object, id: string, userId: string): void {
    const operations = this.open.get(socket) ?? new Map<string, OpenOperation>();
    this.open.set(
      socket,
      operations.set(id, { userId, started: performance.now(), type: 'unknown', streaming: false, errors: new Set() }),
    );
  }

  /** `onSubscribe`'s answer: the resolved operation, if its document got that far, and a refusal ends it at once. */
  answered(
    socket: object,
    id: string,
    resolved: OperationDefinitionNode | null | undefined,
    refusal: readonly GraphQLError[] | null,
  ): void {
    const operation = this.open.get(socket)?.get(id);
    if (!operation) return;
    operation.name = resolved?.name?.value;
    operation.type = resolved?.operation ?? 'unknown';
    if (!refusal) return;
    // A refusal's errors carry their codes already; formatApiError passes each through unchanged.
    this.sent(socket, id, refusal);
    this.end(socket, id);
  }

  /** `onOperation`: a subscription whose stream opened gets its `started` line (one its resolver refused does not). */
  executed(socket: object, id: string, streaming: boolean): void {
    const operation = this.open.get(socket)?.get(id);
    if (operation?.type !== OperationTypeNode.SUBSCRIPTION || !streaming) return;
    operation.streaming = true;
    logOperation({ ...lineOf(operation), opening: true });
  }

  /** `onNext` and `onError`: the errors the client was sent, formatted. */
  sent(socket: object, id: string, errors: ReadonlyArray<GraphQLFormattedError | GraphQLError>): void {
    const operation = this.open.get(socket)?.get(id);
    for (const code of errorCodes(errors)) operation?.errors.add(code);
  }

  /** `onComplete`: the operation's last line. */
  completed(socket: object, id: string): void {
    this.end(socket, id);
  }

  /**
   * `onClose`: the close is what ends the socket's open streams, whether graphql-ws calls their
   * `onComplete` before or after this hook, so they end here. Queries and mutations still running
   * stay: graphql-ws completes each once it has executed. What never gets a hook again (an
   * `onSubscribe` that threw, which closes the socket with 4500) goes with the socket.
   */
  closed(socket: object): void {
    for (const [id, operation] of this.open.get(socket) ?? []) {
      if (operation.streaming) this.end(socket, id);
    }
  }

  private end(socket: object, id: string): void {
    const operations = this.open.get(socket);
    const operation = operations?.get(id);
    if (!operation) return;
    operations!.delete(id);
    if (operations!.size === 0) this.open.delete(socket);
    logOperation(lineOf(operation));
    // A subscription's time is how long the client kept it open, not how long the API took to
    // answer: in the histogram it would only bury the latencies of queries and mutations.
    if (operation.type !== OperationTypeNode.SUBSCRIPTION)
      observeOperation(operation.type, operation.errors.size > 0, (performance.now() - operation.started) / 1000);
  }
}

function lineOf(operation: OpenOperation): OperationLine {
  return {
    transport: 'ws',
    name: operation.name,
    type: operation.type,
    started: operation.started,
    errors: [...operation.errors],
    userId: operation.userId,
  };
}
