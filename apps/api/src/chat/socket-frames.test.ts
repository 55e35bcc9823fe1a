/**
 * No frame stops the server (issue 23, item 1). Each of the seven malformed WebSocket frames an
 * anonymous visitor could send on the chat's path — before any hello — is written as raw bytes to a
 * real server process. That one connection is closed with the RFC 6455 close code for its fault;
 * the process keeps running, another borrower's open chat socket stays open and still answers, and
 * HTTP still answers. Before the fix the first frame ended the process ("Unhandled 'error' event").
 */
import { connect, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PATHS } from '@heloc/core';
import { ChatClient } from '../testing/chat-client.js';
import { request, startServer, stopServer, type ServerProcess } from '../testing/server-process.js';

const ZERO_MASK = [0, 0, 0, 0];
/** 1009 without sending the body: the header alone announces a payload past maxPayload (64 KiB). */
const OVERSIZED_HEADER = [0x81, 0xff, ...[0, 0, 0, 0, 0, 1, 0, 1], ...ZERO_MASK];

const BAD_FRAMES: { name: string; bytes: number[]; code: number }[] = [
  { name: 'a text frame with invalid UTF-8', bytes: [0x81, 0x83, ...ZERO_MASK, 0xc3, 0x28, 0xff], code: 1007 },
  { name: 'a frame over 64 KiB', bytes: OVERSIZED_HEADER, code: 1009 },
  { name: 'an unmasked frame from a client', bytes: [0x81, 0x02, 0x68, 0x69], code: 1002 },
  { name: 'reserved opcode 3', bytes: [0x83, 0x80, ...ZERO_MASK], code: 1002 },
  { name: 'RSV1 set without an extension', bytes: [0xc1, 0x80, ...ZERO_MASK], code: 1002 },
  { name: 'a fragmented ping', bytes: [0x09, 0x80, ...ZERO_MASK], code: 1002 },
  { name: 'close code 999', bytes: [0x88, 0x82, ...ZERO_MASK, 0x03, 0xe7], code: 1002 },
];

/** Opens the chat path by hand (no client library, so nothing can "fix" the bytes we send). */
async function rawUpgrade(base: string): Promise<{ socket: Socket; received: () => Buffer; ended: Promise<void> }> {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  let buffer = Buffer.alloc(0);
  socket.on('data', (d: Buffer) => (buffer = Buffer.concat([buffer, d])));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  socket.write(
    [
      `GET ${CHAT_PATHS.socket} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
      'Sec-WebSocket-Version: 13',
      '',
      '',
    ].join('\r\n'),
  );
  const deadline = Date.now() + 15_000;
  while (!buffer.includes('\r\n\r\n')) {
    if (Date.now() > deadline) throw new Error(`no handshake answer: ${buffer.toString()}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  const headEnd = buffer.indexOf('\r\n\r\n') + 4;
  expect(buffer.subarray(0, headEnd).toString()).toMatch(/^HTTP\/1\.1 101 /);
  const start = headEnd;
  return { socket, received: () => buffer.subarray(start), ended };
}

/** The close code of the first server frame if it is a close frame (server frames are unmasked). */
function closeCodeOf(frames: Buffer): number | undefined {
  if (frames.length < 4 || (frames[0] as number) !== 0x88) return undefined;
  return frames.readUInt16BE(2);
}

// The frames meet the socket's decoder before any database is asked: the server here runs on an
// in-memory PGlite, and the PostgreSQL run (TEST_DATABASE_URL) would repeat the very same test (decision 092).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
describe.skipIf(onPostgres)('malformed WebSocket frames close one connection, never the server', () => {
  let server: ServerProcess;
  let borrower: ChatClient;

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: 'memory' });
    const init = await request(server.base, 'POST', CHAT_PATHS.init, {
      body: { identity: 'Ann Lee', email: 'ann@example.com' },
      headers: { 'x-org': 'homestead' },
    });
    expect(init.status, JSON.stringify(init.body)).toBe(201);
    borrower = await ChatClient.open(server.base, { type: 'hello', token: init.body.token, after: 0 });
    await borrower.next('ready');
  }, 120_000);
  afterAll(async () => {
    borrower?.close();
    if (server) await stopServer(server);
  });

  for (const frame of BAD_FRAMES) {
    it(`${frame.name}: that socket is closed with ${frame.code}, the server and other sockets go on`, async () => {
      const raw = await rawUpgrade(server.base);
      raw.socket.write(Buffer.from(frame.bytes));
      await Promise.race([raw.ended, new Promise((r) => setTimeout(r, 10_000))]);
      expect(closeCodeOf(raw.received())).toBe(frame.code);
      raw.socket.destroy();

      expect(server.child.exitCode, server.output()).toBeNull();
      expect((await request(server.base, 'GET', '/healthz')).status).toBe(200);
      borrower.send({ type: 'ping' });
      await borrower.next('pong');
    });
  }

  it('logs each refused frame as that connection’s end, with its reason', () => {
    expect(server.output()).toMatch(/chat socket closed on a bad frame: WS_ERR_INVALID_UTF8/);
    expect(server.output()).not.toMatch(/Unhandled 'error' event/);
  });
});
