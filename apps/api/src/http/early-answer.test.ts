/**
 * An answer sent before the request body was read says `Connection: close` and closes cleanly
 * (issue 23, item 8), on a real server process (main.ts's own HTTP server). Before the fix a 413
 * said `Connection: keep-alive` and the server then closed that socket, so a keep-alive client's
 * next request on it failed with "socket hang up". A request Node's parser refuses (bad bytes, bad
 * chunking, oversized headers) is answered in the API's `{ errors }` form, not Node's bare line.
 */
import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, stopServer, type ServerProcess } from '../testing/server-process.js';

const MB = 1024 * 1024;
const TOO_LARGE = { errors: ['The request is too large.'] };
const EVENT = '/ft/external/event';

let server: ServerProcess;
let port: number;

beforeAll(async () => {
  server = await startServer(
    process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : { DATA_DIR: 'memory' },
  );
  port = Number(new URL(server.base).port);
}, 120_000);
afterAll(async () => {
  if (server) await stopServer(server);
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  /** Whether the agent sent this request on a socket an earlier request had used. */
  reused: boolean;
}

/** One request through `agent`; the body is a buffer, or chunks written as fast as the server reads. */
function send(
  agent: Agent,
  method: string,
  path: string,
  headers: Record<string, string | number>,
  body?: Buffer | Iterable<Buffer>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req: ClientRequest = httpRequest({ agent, host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        // A client told `Connection: close` stops sending a body the server no longer reads.
        if (res.headers.connection === 'close' && !req.writableFinished) req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          body: text,
          reused: req.reusedSocket,
        });
      });
    });
    let answered = false;
    req.on('response', () => (answered = true));
    // Once the answer is in, the client may still be writing a body the server stopped reading.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    if (body === undefined || Buffer.isBuffer(body)) return void req.end(body);
    const chunks = body[Symbol.iterator]();
    const pump = () => {
      while (!answered) {
        const next = chunks.next();
        if (next.done) return void req.end();
        if (!req.write(next.value)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

const oversizedJson = () =>
  Buffer.concat([
    Buffer.from('{"event":"x","eventProperties":{"pad":"'),
    Buffer.alloc(2 * MB, 0x61),
    Buffer.from('"}}'),
  ]);

function* chunks(count: number, size = 64 * 1024) {
  for (let i = 0; i < count; i++) yield Buffer.alloc(size, 0x61);
}

describe('an answer sent before the body was read closes the connection', () => {
  it('a 2 MB JSON body with Content-Length: 413 with Connection: close, and the keep-alive agent’s next request succeeds', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = oversizedJson();
      const first = await send(
        agent,
        'POST',
        EVENT,
        { 'content-type': 'application/json', 'content-length': body.length },
        body,
      );
      expect(first.status).toBe(413);
      expect(JSON.parse(first.body)).toEqual(TOO_LARGE);

      // Before the fix: "socket hang up" (the agent reused the socket the server then closed).
      const second = await send(agent, 'GET', '/healthz', {});
      expect(second).toMatchObject({ status: 200, reused: false });
      expect(JSON.parse(second.body)).toEqual({ ok: true });
      expect(first.connection).toBe('close');
    } finally {
      agent.destroy();
    }
  });

  it('a chunked body over the limit, and a multipart body declared at 200 MB: the same', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const chunked = await send(
        agent,
        'POST',
        EVENT,
        { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        [Buffer.from('{"event":"'), ...chunks(40)],
      );
      expect(chunked).toMatchObject({ status: 413, connection: 'close' });
      expect((await send(agent, 'GET', '/healthz', {})).status).toBe(200);

      const declared = await send(
        agent,
        'POST',
        EVENT,
        { 'content-type': 'multipart/form-data; boundary=x', 'content-length': 200 * MB },
        chunks(3200),
      );
      expect(declared).toMatchObject({ status: 413, connection: 'close' });
      expect(JSON.parse(declared.body)).toEqual(TOO_LARGE);
      expect((await send(agent, 'GET', '/healthz', {})).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('on a raw socket: the whole 413 arrives, then the server ends the connection without a reset', async () => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const errors: Error[] = [];
    socket.on('data', (d: Buffer) => {
      received = Buffer.concat([received, d]);
      // A client that honours `Connection: close` ends its side once the answer is in.
      const headEnd = received.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(received.subarray(0, headEnd).toString())?.[1];
      if (headEnd >= 0 && length && received.length >= headEnd + 4 + Number(length)) socket.end();
    });
    socket.on('error', (e) => errors.push(e));
    const closed = new Promise<boolean>((resolve) => socket.once('close', (hadError) => resolve(hadError)));
    const body = Buffer.alloc(3 * MB, 0x61);
    socket.write(
      `POST ${EVENT} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body);

    expect(await closed).toBe(false);
    expect(errors).toEqual([]);
    const text = received.toString();
    const [head = '', payload] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(payload ?? '')).toEqual(TOO_LARGE);
  });

  it('a request whose body was read keeps its connection alive', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const small = Buffer.from(JSON.stringify({ event: 'x' }));
      const first = await send(
        agent,
        'POST',
        EVENT,
        { 'content-type': 'application/json', 'content-length': small.length },
        small,
      );
      expect(first.connection).toBe('keep-alive');
      const second = await send(agent, 'GET', '/healthz', {});
      expect(second).toMatchObject({ status: 200, reused: true, connection: 'keep-alive' });
    } finally {
      agent.destroy();
    }
  });

  it('the server is still answering', async () => {
    expect((await request(server.base, 'GET', '/healthz')).status).toBe(200);
    expect(server.child.exitCode, server.output()).toBeNull();
  });
});

/** Writes raw bytes on a new connection and returns everything the server sent until it closed. */
function rawExchange(bytes: Buffer): Promise<{ head: string; body: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    socket.on('data', (d: Buffer) => (received = Buffer.concat([received, d])));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = received.toString('latin1');
      const at = text.indexOf('\r\n\r\n');
      resolve({ head: at < 0 ? text : text.slice(0, at), body: at < 0 ? '' : text.slice(at + 4) });
    });
    socket.write(bytes);
  });
}

describe('a request the HTTP parser refuses gets the API’s { errors } form, not a bare status line', () => {
  it.each([
    {
      name: 'a raw non-ASCII byte in the path',
      bytes: Buffer.from('GET /he\xe9lthz HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'),
      status: 400,
      message: 'The request is not valid HTTP.',
    },
    {
      name: 'a chunk size that is not hexadecimal',
      bytes: Buffer.from(
        `POST ${EVENT} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`,
      ),
      status: 400,
      message: 'The request is not valid HTTP.',
    },
    {
      name: 'headers over 16 KB',
      bytes: Buffer.from(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`),
      status: 431,
      message: 'The request headers are too large.',
    },
  ])('$name: $status with { errors }, Connection: close', async ({ bytes, status, message }) => {
    const { head, body } = await rawExchange(bytes);
    expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(head).toMatch(/\r\ncontent-type: application\/json/i);
    expect(head).toMatch(/\r\nconnection: close/i);
    expect(JSON.parse(body)).toEqual({ errors: [message] });
  });
});
