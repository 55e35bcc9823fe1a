/**
 * A real WebSocket client for the chat service (tests and the load script): frames are kept in
 * arrival order, and `next` waits for the first one after a cursor that matches.
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { CHAT_PATHS, type ChatClientFrame, type ChatServerFrame } from '@heloc/core';
import { attachChatSockets } from '../chat/socket.js';
import type { Deps } from '../http/context.js';

export class ChatClient {
  readonly frames: ChatServerFrame[] = [];
  /** Arrival time (performance.now()) of each frame, same index as `frames`. */
  readonly times: number[] = [];
  private cursor = 0;
  private listeners: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  /** Socket errors after the connection opened (a reset by the server): kept for the test to read, never thrown out of the process. */
  readonly errors: Error[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('error', (error) => this.errors.push(error));
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ChatServerFrame);
      this.times.push(performance.now());
      for (const l of this.listeners) l();
    });
    this.closed = new Promise((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static async open(base: string, hello?: ChatClientFrame): Promise<ChatClient> {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${CHAT_PATHS.socket}`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const client = new ChatClient(ws);
    if (hello) client.send(hello);
    return client;
  }

  send(frame: ChatClientFrame): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** The first frame from the cursor on that matches; the cursor moves past it. */
  next<T extends ChatServerFrame['type']>(
    type: T,
    match: (f: Extract<ChatServerFrame, { type: T }>) => boolean = () => true,
    timeoutMs = 15_000,
  ): Promise<Extract<ChatServerFrame, { type: T }>> {
    return new Promise((resolve, reject) => {
      const check = () => {
        for (let i = this.cursor; i < this.frames.length; i++) {
          const f = this.frames[i] as ChatServerFrame;
          if (f.type === type && match(f as Extract<ChatServerFrame, { type: T }>)) {
            this.cursor = i + 1;
            done();
            resolve(f as Extract<ChatServerFrame, { type: T }>);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.slice(this.cursor))}`),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.listeners = this.listeners.filter((l) => l !== check);
      };
      this.listeners.push(check);
      check();
    });
  }

  close(): void {
    this.ws.close();
  }
}

/** Serves a Hono app on a loopback port with the chat's socket attached, as main.ts does. */
export async function listen(fetch: (req: Request) => Response | Promise<Response>, deps: Deps) {
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(s as unknown as Server),
    ) as unknown as Server;
  });
  const stopChat = attachChatSockets(server, deps);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    close: () =>
      new Promise<void>((resolve) => {
        stopChat();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
