/**
 * Checks real responses against the server's own OpenAPI document with a kept validator
 * (openapi-response-validator, Ajv underneath): finds the operation for a method and path, and
 * says what is wrong with a status or body it does not document. Shared by the API suite's
 * OpenAPI test, the fuzz test and the fuzz script.
 */
import responseValidator from 'openapi-response-validator';
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';

export interface Operation {
  readonly method: string;
  readonly path: string;
  readonly op: OpenAPIV3_1.OperationObject;
}

// A CommonJS module with `exports.default`: Node's ESM gives the module (class at `.default`),
// Vite's interop (vitest) gives the class itself.
type Ctor = typeof responseValidator.default;
const OpenAPIResponseValidator: Ctor =
  (responseValidator as unknown as { default?: Ctor }).default ?? (responseValidator as unknown as Ctor);
type ResponseValidator = InstanceType<typeof OpenAPIResponseValidator>;

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

export function operations(doc: OpenAPIV3_1.Document): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (op) out.push({ method: method.toUpperCase(), path, op });
    }
  }
  return out;
}

export function responseChecker(doc: OpenAPIV3_1.Document) {
  const ops = operations(doc)
    .map((o) => ({
      ...o,
      pattern: new RegExp(`^${o.path.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
      params: (o.path.match(/\{/g) ?? []).length,
    }))
    // A literal segment wins over a parameter (…/hours/OPS_CHAT/week before …/hours/{department}).
    .sort((a, b) => a.params - b.params);
  const validators = new Map<Operation, ResponseValidator>();
  const validatorFor = (o: Operation) => {
    let v = validators.get(o);
    if (!v) {
      v = new OpenAPIResponseValidator({
        responses: o.op.responses as never,
        components: doc.components as OpenAPIV3.ComponentsObject,
      });
      validators.set(o, v);
    }
    return v;
  };

  /** The operation a request went to, or undefined if the document has none for it. */
  const find = (method: string, url: string) => {
    const path = new URL(url, 'http://x').pathname;
    return ops.find((o) => o.method === method.toUpperCase() && o.pattern.test(path));
  };

  /** Problems with one response, as sentences; empty when the document describes it. */
  const check = (method: string, url: string, status: number, contentType: string, body: unknown): string[] => {
    const o = find(method, url);
    if (!o) return [`${method} ${url}: no operation in the document`];
    const where = `${method} ${o.path} → ${status}`;
    const documented = o.op.responses?.[String(status)] ?? o.op.responses?.[`${String(status)[0]}XX`];
    if (!documented) return [`${where}: status not documented`];
    const content = (documented as OpenAPIV3_1.ResponseObject).content;
    if (content && status !== 204 && !Object.keys(content).some((t) => contentType.startsWith(t)))
      return [`${where}: content-type ${contentType || '(none)'} not documented`];
    const result = validatorFor(o).validateResponse(status, body);
    return result
      ? result.errors.map((e: { path?: string; message: string }) => `${where}: ${e.path ?? ''} ${e.message}`)
      : [];
  };

  return { find, check };
}
