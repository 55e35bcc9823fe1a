/**
 * An OpenAPI-driven fuzzer: for every operation in the server's own document it generates
 * requests — valid bodies from the operation's JSON Schema, the same with one field made hostile
 * (NUL, lone surrogates, huge numbers, deep nesting, wrong types), raw malformed bodies, hostile
 * path and query values, missing or wrong tokens, multipart bodies with odd files — sends them to
 * the real app, and counts server errors (5xx) and answers the document does not describe.
 * Used by `pnpm --filter @heloc/api fuzz:api` (many runs, over real HTTP) and by src/e2e-api/fuzz.test.ts.
 */
import fc from 'fast-check';
import type { OpenAPIV3_1 } from 'openapi-types';
import { operations, responseChecker, type Operation } from './openapi-check.js';

type Schema = OpenAPIV3_1.SchemaObject & { const?: unknown; $ref?: string };

export interface FuzzRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string | Uint8Array | FormData;
}

export interface FuzzReply {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

export type Send = (request: FuzzRequest) => Promise<FuzzReply>;

/** Real values the signed-in borrower owns, so generated requests get past "not found". */
export interface Fixture {
  readonly token: string;
  readonly applicationUuid: string;
  readonly conditionUuid: string;
  readonly documentUuid: string;
  readonly userUuid: string;
}

export interface FuzzResult {
  operations: number;
  requests: number;
  serverErrors: { request: string; status: number; body: string }[];
  undocumented: string[];
}

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

/** Values that broke or could break a server: control characters, lone surrogates, extremes, wrong types. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u001b[31m',
    '',
    ' ',
    'x'.repeat(5000),
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '😀',
    'é\u0301',
  ),
  fc.constantFrom(
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    -0,
    0.1,
    -1,
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
  ),
  fc.constantFrom(null, true, false, [], {}, [null], { a: { b: { c: [] } } }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Raw bodies that are not JSON, or JSON at the edge: sent as application/json. */
const rawBodies = fc.constantFrom(
  '',
  '{',
  '[]',
  'null',
  '"text"',
  '{"a":',
  '{"a":1}}',
  deep(40),
  `{"a":${deep(10_000)}}`,
  '\ufeff{}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '1e999',
);

function resolve(doc: OpenAPIV3_1.Document, schema: Schema | undefined): Schema {
  if (schema?.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] as Schema);
  return schema ?? {};
}

/** Values that (mostly) satisfy a JSON Schema: the valid half of the fuzz. */
export function fromSchema(doc: OpenAPIV3_1.Document, input: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, input);
  if (depth > 5) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alts = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alts?.length) return fc.oneof(...alts.map((s) => fromSchema(doc, s, depth + 1)));
  if (schema.allOf?.length) return fromSchema(doc, schema.allOf[0] as Schema, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => fromSchema(doc, { ...schema, type: t } as Schema, depth)));
  switch (type[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: Math.ceil(schema.minimum ?? -1e6), max: Math.floor(schema.maximum ?? 1e9) });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string': {
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date')
        return fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      if (schema.format === 'uri') return fc.webUrl();
      if (schema.pattern) {
        try {
          return fc
            .stringMatching(new RegExp(schema.pattern))
            .filter((s) => s.length <= (schema.maxLength ?? Infinity));
        } catch {
          // A pattern JavaScript cannot compile: plain strings.
        }
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
    }
    case 'array':
      return fc.array(fromSchema(doc, (schema as { items?: Schema }).items, depth + 1), { maxLength: 3 });
    case 'object': {
      const props = Object.entries(schema.properties ?? {}) as [string, Schema][];
      if (props.length === 0)
        return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
      return fc.record(Object.fromEntries(props.map(([k, s]) => [k, fromSchema(doc, s, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((k) => props.some(([p]) => p === k)) as never,
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A valid object with one field replaced by a hostile value (or a hostile extra field). */
function withOneHostile(doc: OpenAPIV3_1.Document, schema: Schema) {
  const keys = Object.keys(resolve(doc, schema).properties ?? {});
  return fc.tuple(fromSchema(doc, schema), fc.nat(), hostile).map(([value, i, bad]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return bad;
    return { ...value, [keys.length ? (keys[i % keys.length] as string) : 'extra']: bad };
  });
}

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  ),
);

const fileArb = fc.record({
  name: fc.oneof(
    fc.constantFrom(
      'scan.pdf',
      'photo.png',
      'résumé😀.pdf',
      'a\u0000b.pdf',
      '../../x.pdf',
      'page.html',
      '',
      'x'.repeat(300),
    ),
    fc.string({ unit: 'binary', maxLength: 20 }),
  ),
  bytes: fc.oneof(
    fc.constant(PDF_BYTES),
    fc.constant(PNG_BYTES),
    fc.uint8Array({ maxLength: 200 }),
    fc.constant(new TextEncoder().encode('%PDF-1.7\n<html><script>x</script>')),
  ),
  type: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/octet-stream', ''),
});

/** A path parameter: usually the borrower's real value, sometimes someone else's or a hostile one. */
function paramArb(name: string, fixture: Fixture): fc.Arbitrary<string> {
  const real: Record<string, string> = {
    uuid: fixture.applicationUuid,
    conditionUuid: fixture.conditionUuid,
    documentUuid: fixture.documentUuid,
    context: 'external',
    kind: 'customer',
    department: 'OPS_PHONE',
    code: 'homestead',
    key: 'webchat',
    loanOriginatorUuid: fixture.userUuid,
  };
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(real[name] ?? 'x') },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom('%00', '%ED%A0%80', '%C0%AF', '..%2F..', 'not-a-uuid', '%25', ''),
        fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
      ),
    },
  );
}

function requestArb(doc: OpenAPIV3_1.Document, o: Operation, fixture: Fixture): fc.Arbitrary<FuzzRequest> {
  const names = [...o.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const pathArb = fc
    .tuple(...names.map((n) => paramArb(n, fixture)))
    .map((values) => names.reduce((p, n, i) => p.replace(`{${n}}`, values[i] as string), o.path));
  const queryNames = ((o.op.parameters ?? []) as OpenAPIV3_1.ParameterObject[])
    .filter((p) => p.in === 'query')
    .map((p) => p.name);
  const queryArb = fc
    .array(
      fc.tuple(
        fc.constantFrom(...queryNames, 'extra'),
        fc.oneof(
          fc.constant(fixture.applicationUuid),
          fc.constantFrom('homestead', '%00', '%ED%A0%80', 'x'.repeat(3000)),
          fc.string({ maxLength: 20 }).map(encodeURIComponent),
        ),
      ),
      { maxLength: 2 },
    )
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, val]) => `${k}=${val}`).join('&')}` : ''));
  const headerArb = fc.record({
    auth: fc.oneof(
      { weight: 8, arbitrary: fc.constant(`Bearer ${fixture.token}`) },
      { weight: 1, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.constantFrom('Bearer a.b.c', 'Bearer ', 'Basic x') },
    ),
    org: fc.oneof(
      { weight: 8, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.constantFrom('summitridge', 'nobody', 'HOMESTEAD', '../x') },
    ),
    idem: fc.oneof(
      { weight: 8, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.constantFrom('fuzz-key-0001', 'bad key!', 'x'.repeat(200)) },
    ),
  });
  const requestBody = o.op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const jsonSchema = requestBody?.content?.['application/json']?.schema as Schema | undefined;
  const multipart = Boolean(requestBody?.content?.['multipart/form-data']);
  type Body = { type?: string; body?: FuzzRequest['body'] };
  const bodyArb: fc.Arbitrary<Body> = multipart
    ? fc.oneof(
        {
          weight: 5,
          arbitrary: fc
            .tuple(
              fc.array(fileArb, { maxLength: 4 }),
              fc.option(
                fc.oneof(
                  fc.constantFrom('DRIVERSLICENSEFRONT', 'PASSPORTFRONT', 'PROOFOFFLOODINSURANCE'),
                  fc.string({ unit: 'binary', maxLength: 10 }),
                ),
              ),
            )
            .map(([files, type]) => {
              const f = new FormData();
              if (type !== null) f.append('type', type);
              for (const file of files) f.append('file', new Blob([file.bytes], { type: file.type }), file.name);
              return { body: f };
            }),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom<Body>(
            { type: 'multipart/form-data', body: 'file=x' },
            { type: 'multipart/form-data; boundary=zz', body: '--zz\r\nbroken' },
            { type: 'application/json', body: '{}' },
            {},
          ),
        },
      )
    : jsonSchema
      ? fc.oneof(
          {
            weight: 4,
            arbitrary: fromSchema(doc, jsonSchema).map((v) => ({ type: 'application/json', body: JSON.stringify(v) })),
          },
          {
            weight: 3,
            arbitrary: withOneHostile(doc, jsonSchema).map((v) => ({
              type: 'application/json',
              body: JSON.stringify(v),
            })),
          },
          { weight: 1, arbitrary: rawBodies.map((b) => ({ type: 'application/json', body: b })) },
          {
            weight: 1,
            arbitrary: fc.constantFrom<Body>(
              { type: 'text/plain', body: 'hello' },
              {},
              { type: 'application/json', body: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]) },
            ),
          },
        )
      : o.method === 'GET'
        ? fc.constant<Body>({})
        : fc.oneof(
            fc.constant<Body>({}),
            rawBodies.map((b) => ({ type: 'application/json', body: b })),
            hostile.map((v) => ({ type: 'application/json', body: JSON.stringify(v ?? null) })),
          );
  return fc
    .record({ path: pathArb, query: queryArb, headers: headerArb, body: bodyArb })
    .map(({ path, query, headers, body }) => ({
      method: o.method,
      path: `${path}${query}`,
      headers: {
        ...(headers.auth ? { authorization: headers.auth } : {}),
        ...(headers.org ? { 'x-org': headers.org } : {}),
        ...(headers.idem ? { 'idempotency-key': headers.idem } : {}),
        ...(body.type ? { 'content-type': body.type } : {}),
      },
      ...(body.body !== undefined ? { body: body.body } : {}),
    }));
}

export interface FuzzOptions {
  readonly doc: OpenAPIV3_1.Document;
  readonly send: Send;
  readonly fixture: Fixture;
  readonly runs: number;
  readonly seed: number;
  readonly onProgress?: (done: number, o: Operation) => void;
}

export async function fuzz({ doc, send, fixture, runs, seed, onProgress }: FuzzOptions): Promise<FuzzResult> {
  const ops = operations(doc);
  const check = responseChecker(doc);
  const result: FuzzResult = { operations: ops.length, requests: 0, serverErrors: [], undocumented: [] };
  for (const [i, o] of ops.entries()) {
    for (const request of fc.sample(requestArb(doc, o, fixture), { numRuns: runs, seed: seed + i })) {
      const reply = await send(request);
      result.requests++;
      const shown = `${request.method} ${request.path.slice(0, 200)}`;
      if (reply.status >= 500)
        result.serverErrors.push({ request: shown, status: reply.status, body: reply.text.slice(0, 300) });
      let body: unknown = reply.text;
      if (reply.contentType.includes('json') && reply.text) body = JSON.parse(reply.text);
      // A path no operation matches (an empty or slash-bearing parameter) is the router's 404, not this operation's.
      if (!check.find(request.method, request.path)) continue;
      for (const problem of check.check(
        request.method,
        request.path,
        reply.status,
        reply.contentType,
        reply.status === 204 ? null : body,
      )) {
        if (!result.undocumented.includes(problem)) result.undocumented.push(problem);
      }
    }
    onProgress?.(i + 1, o);
  }
  return result;
}

/** Signs up a real borrower with a real application, a condition and a document, through the API itself. */
export async function prepareFixture(send: Send): Promise<Fixture> {
  const json = async (method: string, path: string, body: unknown, token?: string) => {
    const reply = await send({
      method,
      path,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (reply.status >= 300) throw new Error(`${method} ${path} answered ${reply.status}: ${reply.text}`);
    return JSON.parse(reply.text) as Record<string, string>;
  };
  const email = `fuzz-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const reg = await json('POST', '/identity/api/v1/registration/register', { email, password: 'fuzzing password 123' });
  const token = reg.jwt as string;
  const app = await json(
    'POST',
    '/service-application/api/v1/application/heloc',
    {
      property: { street1: '12 Oak Street', city: 'San Mateo', state: 'CA', zip: '94401' },
      saleStatus: 'NOT_SELLING',
      income: { annualIncome: 150_000, employmentType: 'FULL_TIME' },
      name: { firstName: 'Fuzz', lastName: 'Tester' },
      birthdate: '1980-04-02',
      contact: { email, phone: '415-555-0100' },
    },
    token,
  );
  const applicationUuid = app.uuid as string;
  const condition = await json(
    'POST',
    `/sandbox/applications/${applicationUuid}/conditions`,
    { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
    token,
  );
  const f = new FormData();
  f.append('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'fixture.pdf');
  const up = await send({
    method: 'POST',
    path: `/service-conditions/external/api/v1/applications/${applicationUuid}/conditions/${condition.uuid}/documents`,
    headers: { authorization: `Bearer ${token}` },
    body: f,
  });
  if (up.status !== 201) throw new Error(`upload answered ${up.status}: ${up.text}`);
  const docs = await send({
    method: 'GET',
    path: `/service-application/api/v1/application/heloc/${applicationUuid}/documents`,
    headers: { authorization: `Bearer ${token}` },
  });
  const documentUuid = (JSON.parse(docs.text) as { uuid: string }[])[0]?.uuid ?? '';
  return {
    token,
    applicationUuid,
    conditionUuid: condition.uuid as string,
    documentUuid,
    userUuid: reg.identityUuid as string,
  };
}
