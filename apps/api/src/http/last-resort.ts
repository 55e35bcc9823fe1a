/**
 * The process's last resort (issue 23, item 1). Every socket, stream and pool handles its own
 * errors; should one slip through anyway, an error that belongs to one connection (a reset peer, a
 * broken pipe, a frame `ws` refused) is logged and the server keeps serving everyone else. Anything
 * else is a programming error: it is logged with its stack and the process exits non-zero, so a
 * supervisor restarts it in a known state — it is never swallowed. A rejected promise nobody awaited
 * is logged with its stack.
 */

/** Error codes that end one connection and say nothing about the process's own state. */
const CONNECTION_CODES = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
  'ERR_HTTP_REQUEST_TIMEOUT',
]);

export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  if (typeof code !== 'string') return false;
  // ws's receiver codes (WS_ERR_INVALID_UTF8, WS_ERR_UNSUPPORTED_MESSAGE_LENGTH, …) and llhttp's parse errors (HPE_*).
  return CONNECTION_CODES.has(code) || code.startsWith('WS_ERR_') || code.startsWith('HPE_');
}

interface ProcessLike {
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown;
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

export function installLastResort(proc: ProcessLike, log: (line: string) => void, exit: (code: number) => void): void {
  proc.on('uncaughtException', (error) => {
    if (isConnectionError(error)) {
      log(
        `one connection failed and was dropped; the server keeps serving: ${(error as NodeJS.ErrnoException).code}: ${error.message}`,
      );
      return;
    }
    log(`fatal: an error no handler expected; exiting so the process restarts clean:\n${error.stack ?? String(error)}`);
    exit(1);
  });
  // A rejected promise nobody awaited has unwound no shared state half-way (each request's own
  // failures are answered by the app's error handler): it is logged with its stack, loudly, and
  // the server keeps serving.
  proc.on('unhandledRejection', (reason) =>
    log(
      `unhandled rejection (the server keeps serving):\n${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`,
    ),
  );
}
