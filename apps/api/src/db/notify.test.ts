/**
 * The live bus (issue 23, item 6): this process's subscribers hear local events at once, a
 * notification this process sent is not applied twice, a payload that is not ours is ignored, and
 * a LISTEN connection to a database that is not there is retried, never thrown.
 */
import { describe, expect, it } from 'vitest';
import { LiveBus, payloadOf, startPgListener, type LiveEvent } from './notify.js';

describe('LiveBus', () => {
  it('hands an event to every subscriber but the one that sent it', () => {
    const bus = new LiveBus();
    const heard: string[] = [];
    const first = (e: LiveEvent) => heard.push(`first:${e.t}`);
    bus.subscribe(first);
    const stop = bus.subscribe((e) => heard.push(`second:${e.t}`));
    bus.emitLocal({ t: 'queue', g: 'homestead' }, first);
    stop();
    bus.emitLocal({ t: 'drop' });
    expect(heard).toEqual(['second:queue', 'first:drop']);
  });

  it('applies another server’s notification, never its own, and ignores what is not one', async () => {
    const bus = new LiveBus();
    const heard: LiveEvent[] = [];
    bus.subscribe((e) => heard.push(e));
    const executed: unknown[] = [];
    await bus.notifyIn({ execute: async (query) => void executed.push(query) }, { t: 'session-closed', u: 'u-1' });
    expect(executed).toHaveLength(1);
    expect(heard).toEqual([]); // notifyIn tells the other servers only
    // What this process sent comes back through LISTEN: already applied here.
    bus.receive(payloadOf({ t: 'session-closed', u: 'u-1' }));
    bus.receive('{"t":"queue","g":"homestead","o":"another-server"}');
    bus.receive('not json');
    bus.receive(undefined);
    expect(heard).toEqual([{ t: 'queue', g: 'homestead' }]);
  });
});

describe('startPgListener', () => {
  it('keeps trying a database that is not there, logs it, and stops cleanly', async () => {
    const lines: string[] = [];
    const listener = startPgListener({
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
      bus: new LiveBus(),
      log: (l) => lines.push(l),
    });
    await listener.ready;
    expect(listener.listening()).toBe(false);
    // However many retries (backoff from 250 ms), the outage is said once.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(lines).toEqual([expect.stringMatching(/^live bus: cannot LISTEN .*; retrying with backoff$/)]);
    await listener.stop();
    expect(listener.listening()).toBe(false);
  });
});
