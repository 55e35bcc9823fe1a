/** A socket the test drives by hand: it opens, receives and drops when told (useLiveConnection's factory). */
import type { ChatSocket } from '../use-live-connection';

export class ScriptedSocket implements ChatSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.readyState = 3;
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  receiveRaw(data: unknown) {
    this.onmessage?.({ data });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

/** A factory that keeps every socket it made, in order. */
export function scriptedSockets() {
  const all: ScriptedSocket[] = [];
  const factory = (url: string) => {
    const socket = new ScriptedSocket(url);
    all.push(socket);
    return socket;
  };
  const nth = (n: number) => {
    const socket = all[n];
    if (!socket) throw new Error(`no socket ${n}; ${all.length} made`);
    return socket;
  };
  return { all, factory, nth };
}
