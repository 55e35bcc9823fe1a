/**
 * An answer sent before the request's body was read closes the connection, cleanly (issue 23,
 * item 8). A 413 (or a 401, 415…) can go out while the client is still sending the body; on a
 * keep-alive connection the rest of that body would then be read as the next request, so the
 * server must say `Connection: close` (RFC 9112 §9.6) — before this it said `keep-alive` and then
 * reset the socket, and a keep-alive client's next request on it failed.
 *
 * Closing is done in stages, as RFC 9112 §9.6 asks, so the client reads the answer whole: the
 * server half-closes after the answer (FIN), keeps reading and discarding what the client still
 * sends for a bounded time and number of bytes (nginx's "lingering close"), and only then closes.
 * An immediate close with unread bytes would send a TCP reset that can erase the answer.
 *
 * Wired in as the HTTP server's `ServerResponse` class (main.ts's `serve({ serverOptions })`).
 */
import { ServerResponse, type IncomingMessage, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

/** How long a closing connection may go without sending anything before it is closed anyway. */
export const LINGER_IDLE_MS = 5_000;
/** The longest a closing connection is read from, however steadily the client sends. */
export const LINGER_TOTAL_MS = 30_000;
/** The most bytes read and dropped from a closing connection. */
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;

/** True while the request still has body bytes the server has not received. */
export function bodyStillArriving(req: IncomingMessage): boolean {
  if (req.complete) return false;
  const length = Number(req.headers['content-length'] ?? 0);
  return req.headers['transfer-encoding'] !== undefined || (Number.isFinite(length) && length > 0);
}

/** Half-closes, drops what the client still sends (bounded), then closes. Safe to call twice. */
function lingeringClose(socket: Socket, req: IncomingMessage) {
  if (socket.writable) socket.end();
  if (socket.destroyed) return;
  let seen = 0;
  const close = () => {
    clearTimeout(idle);
    clearTimeout(total);
    socket.destroy();
  };
  const idle = setTimeout(close, LINGER_IDLE_MS);
  const total = setTimeout(close, LINGER_TOTAL_MS);
  idle.unref();
  total.unref();
  socket.once('close', () => {
    clearTimeout(idle);
    clearTimeout(total);
  });
  // The body's bytes still arrive through the request (the HTTP parser owns the socket's reads).
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > LINGER_MAX_BYTES) close();
    else idle.refresh();
  });
  req.on('error', () => undefined);
  req.resume();
  // Once the client closes its side too, Node destroys the socket (both halves ended).
}

/** The server's response class: marks an early answer `Connection: close` and closes in stages. */
export class EarlyAnswerResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- writeHead's overloads, passed on unchanged
  override writeHead(statusCode: number, ...rest: any[]): this {
    const socket = this.socket as Socket | null;
    if (!this.headersSent && socket && bodyStillArriving(this.req)) {
      this.setHeader('Connection', 'close');
      // A header given to writeHead itself would override the one set above.
      const last = rest[rest.length - 1] as unknown;
      if (last && typeof last === 'object' && !Array.isArray(last)) {
        for (const name of Object.keys(last))
          if (name.toLowerCase() === 'connection') delete (last as Record<string, unknown>)[name];
      }
      // Node closes a `Connection: close` response's socket with destroySoon(): end, then destroy
      // as soon as the end is written. This socket lingers instead.
      let closing = false;
      socket.destroySoon = () => {
        if (closing) return;
        closing = true;
        lingeringClose(socket, this.req);
      };
    }
    return super.writeHead(statusCode, ...rest);
  }
}

/** The `serverOptions` for `@hono/node-server`'s serve(). */
export const httpServerOptions: ServerOptions = {
  ServerResponse: EarlyAnswerResponse as unknown as typeof ServerResponse,
  // An idle kept-alive connection stays open longer than the clients and proxies in front keep
  // theirs (a load balancer's 60 s): Node's 5 s default closed sockets a client was about to reuse,
  // and the client's request failed with ECONNRESET (seen in the e2e suite's route.fetch).
  keepAliveTimeout: 65_000,
  headersTimeout: 66_000,
};
