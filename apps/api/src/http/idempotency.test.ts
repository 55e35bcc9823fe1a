/** The Idempotency-Key fingerprint (issue 23, item 8): what counts as "the same body". */
import { describe, expect, it } from 'vitest';
import { fingerprint } from './idempotency.js';

describe('fingerprint', () => {
  it('is the sha256 of the media type and the bytes; a multipart boundary does not count', () => {
    const part = (boundary: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF\r\n--${boundary}--\r\n`,
      );
    expect(fingerprint('multipart/form-data; boundary=one', part('one'))).toBe(
      fingerprint('multipart/form-data; boundary="two"', part('two')),
    );
    expect(fingerprint('multipart/form-data; boundary=one', part('one'))).not.toBe(
      fingerprint('multipart/form-data; boundary=one', Buffer.from(part('one').toString().replace('%PDF', '%PDX'))),
    );
    expect(fingerprint('application/json', Buffer.from('{"a":1}'))).not.toBe(
      fingerprint('application/json', Buffer.from('{"a":2}')),
    );
    expect(fingerprint('application/json; charset=utf-8', Buffer.from('{}'))).toBe(
      fingerprint('Application/JSON', Buffer.from('{}')),
    );
    expect(fingerprint('text/plain', Buffer.from('{}'))).not.toBe(fingerprint('application/json', Buffer.from('{}')));
  });
});
