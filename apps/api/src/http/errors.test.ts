import { describe, expect, it } from 'vitest';
import { errorResponse, isDatabaseUnavailable, unavailableResponse } from './errors.js';

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('a database that cannot be reached is a 503, not a 500 or the client’s fault', () => {
  it('knows the driver’s and the server’s ways of saying so, through drizzle’s wrapper', () => {
    for (const error of [
      coded('ECONNREFUSED'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03', 'the database system is starting up'),
      coded('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('Failed query: select 1'), { cause: coded('ECONNREFUSED') }),
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it('leaves the client’s faults and real bugs alone', () => {
    for (const error of [coded('23505'), coded('22P02'), new TypeError('x is undefined'), 'ECONNREFUSED', null])
      expect(isDatabaseUnavailable(error)).toBe(false);
    expect(errorResponse(coded('23505'))?.status).toBe(409);
  });

  it('answers 503 { errors } with Retry-After', async () => {
    const res = unavailableResponse();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ errors: [expect.stringMatching(/try again in a moment/)] });
  });
});
