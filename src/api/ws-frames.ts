import { CloseCode } from 'graphql-ws';
import type { WebSocket } from 'ws';

/** Messages only a server sends; graphql-ws would answer a client that sends one with 4500. */
const SERVER_MESSAGE = /"type"\s*:\s*"(connection_ack|next|error)"/;

/**
 * Closes a socket whose client sends a server's message with 4400 Bad Request, before graphql-ws
 * sees it. Registered ahead of graphql-ws's own handler, it wraps the socket's `message` emit.
 */
export function refuseServerMessages(socket: WebSocket): void {
  const emit = socket.emit.bind(socket);
  socket.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === 'message' && SERVER_MESSAGE.test(String(args[0])) && isServerMessage(String(args[0]))) {
      socket.close(CloseCode.BadRequest, 'A client may not send this message type');
      return true;
    }
    return emit(event, ...args);
  }) as typeof socket.emit;
}

/**
 * A frame the client got wrong (larger than the 64 KiB `maxPayload`, bad UTF-8, an unknown opcode):
 * `ws` has already closed the socket with the fitting code (1009, 1007, 1002) when it emits the
 * error. graphql-ws would log each as "Internal error emitted on a WebSocket socket", so a client
 * could fill the operators' error log with its own mistakes; such errors are settled here instead.
 * Every other socket error still reaches graphql-ws.
 */
export function settleClientFrameErrors(socket: WebSocket): void {
  const emit = socket.emit.bind(socket);
  socket.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === 'error' && isClientFrameError(args[0])) return true;
    return emit(event, ...args);
  }) as typeof socket.emit;
}

/** `ws`'s receiver names every error of a client's frame `WS_ERR_…`. */
function isClientFrameError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('WS_ERR_');
}

function isServerMessage(text: string): boolean {
  try {
    const type = (JSON.parse(text) as { type?: unknown } | null)?.type;
    return type === 'connection_ack' || type === 'next' || type === 'error';
  } catch {
    return false; // malformed: graphql-ws's own parser closes it with 4400
  }
}
