import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { installLastResort, isConnectionError } from './last-resort.js';

const coded = (code: string) => Object.assign(new Error(code), { code });

describe('the last resort', () => {
  it('tells one connection’s failure from a programming error', () => {
    for (const code of [
      'ECONNRESET',
      'EPIPE',
      'WS_ERR_INVALID_UTF8',
      'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
      'HPE_INVALID_METHOD',
      'ERR_STREAM_PREMATURE_CLOSE',
    ])
      expect(isConnectionError(coded(code)), code).toBe(true);
    for (const error of [
      new TypeError('x is undefined'),
      coded('ERR_INVALID_ARG_TYPE'),
      coded('ENOSPC'),
      'ECONNRESET',
      undefined,
    ])
      expect(isConnectionError(error)).toBe(false);
  });

  it('logs a connection error and keeps serving; logs a programming error with its stack and exits 1', () => {
    const proc = new EventEmitter();
    const lines: string[] = [];
    const exits: number[] = [];
    installLastResort(
      proc as never,
      (l) => lines.push(l),
      (c) => exits.push(c),
    );

    proc.emit('uncaughtException', coded('ECONNRESET'));
    expect(exits).toEqual([]);
    expect(lines.at(-1)).toMatch(/keeps serving: ECONNRESET/);

    const bug = new TypeError('Cannot read properties of undefined');
    proc.emit('uncaughtException', bug);
    expect(exits).toEqual([1]);
    expect(lines.at(-1)).toContain(bug.stack);

    proc.emit('unhandledRejection', new Error('late'));
    expect(exits).toEqual([1]);
    expect(lines.at(-1)).toMatch(/unhandled rejection[\s\S]*Error: late/);
  });
});
