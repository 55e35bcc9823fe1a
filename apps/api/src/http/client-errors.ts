/**
 * Requests Node's HTTP parser refuses before the app sees them (a raw non-ASCII byte in the path,
 * a bad chunk size, headers too large, a request that took too long) are answered like every other
 * API failure — a 4xx with `{ "errors": [...] }` and `Connection: close` — instead of Node's bare
 * status line with no body (issue 23, item 8: no hand-built answer outside the API's form).
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'The request is too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'The request is not valid HTTP.'];

/** The bytes of the answer to a request the parser refused, by Node's error code. */
export function clientErrorAnswer(code: string | undefined): Buffer {
  const [status, reason, message] = (code && ANSWERS[code]) || MALFORMED;
  const body = JSON.stringify({ errors: [message] });
  return Buffer.from(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Replaces Node's default `clientError` answer (same cases, same closing) with the API's form. */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own handler does: answer only if no answer on this socket has begun, then close.
    const inFlight = (socket as Duplex & { _httpMessage?: { _headerSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?._headerSent) socket.write(clientErrorAnswer(error.code));
    socket.destroy(error);
  });
}
