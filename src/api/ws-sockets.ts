import { CloseCode } from 'graphql-ws';
import type { WebSocket } from 'ws';
import { verifyBearer, type Identity, type TokenClaims } from '../auth/jwt';

/** Close code for a user over `maxSocketsPerUser`; graphql-ws's client treats 4429 as final, so it does not reconnect in a loop. */
export const TOO_MANY_SOCKETS = 4429;

/**
 * Who each open socket belongs to: admitted on `connection_init` with a valid bearer token and
 * under the user's socket limit, closed with 4403 when its token expires, released when it closes.
 */
export class SocketIdentities {
  private readonly identities = new WeakMap<object, Identity>();
  private readonly expiryTimers = new WeakMap<object, NodeJS.Timeout>();
  private readonly socketsOfUser = new Map<string, Set<object>>();

  constructor(
    private readonly auth: { jwtSecret: string; jwtClaims?: TokenClaims },
    private readonly maxSocketsPerUser: number,
  ) {}

  /** Whether the socket may stay open; a user over the limit is closed with TOO_MANY_SOCKETS. */
  admit(socket: WebSocket, authorization: unknown): boolean {
    let identity: Identity;
    try {
      identity = verifyBearer(
        typeof authorization === 'string' ? authorization : '',
        this.auth.jwtSecret,
        this.auth.jwtClaims,
      );
    } catch {
      return false; // graphql-ws closes with 4403 Forbidden
    }
    const sockets = this.socketsOfUser.get(identity.userId) ?? new Set<object>();
    if (sockets.size >= this.maxSocketsPerUser) {
      socket.close(TOO_MANY_SOCKETS, `Too many open sockets for this user (at most ${this.maxSocketsPerUser})`);
      return false;
    }
    this.socketsOfUser.set(identity.userId, sockets.add(socket));
    this.identities.set(socket, identity);
    const ms = Math.max(0, identity.expiresAt - Date.now());
    // setTimeout holds at most ~24.8 days; longer tokens are re-checked on each operation.
    if (ms < 2 ** 31 - 1) {
      this.expiryTimers.set(
        socket,
        setTimeout(() => socket.close(CloseCode.Forbidden, 'Token expired'), ms),
      );
    }
    return true;
  }

  /** The identity of an admitted socket. */
  of(socket: object): Identity | undefined {
    return this.identities.get(socket);
  }

  release(socket: object): void {
    clearTimeout(this.expiryTimers.get(socket));
    const identity = this.identities.get(socket);
    if (!identity) return;
    const sockets = this.socketsOfUser.get(identity.userId);
    if (sockets?.delete(socket) && sockets.size === 0) this.socketsOfUser.delete(identity.userId);
  }
}
