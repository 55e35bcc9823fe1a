/**
 * Request validation with valibot through hono-openapi's validator, so the same schemas produce
 * the OpenAPI document. Failures answer 400 with every problem named by its field.
 */
import { validator } from 'hono-openapi';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';

type Target = keyof ValidationTargets;

// A missing key reads 'Required' (the spec's default schema message), not valibot's "Invalid key".
v.setSpecificMessage(v.object, (issue) => (issue.received === 'undefined' ? 'Required' : 'Must be an object'));
v.setSpecificMessage(v.variant, (issue) =>
  issue.received === 'undefined' ? 'Required' : `Must be one of ${issue.expected}`,
);

/** Each problem named by its field (`property.zip: Must be a 5-digit ZIP code`). */
export const issueMessages = (
  issues: readonly { message: string; path?: readonly unknown[] }[],
  prefix = '',
): string[] =>
  issues.map((issue) => {
    const path = [
      prefix,
      ...(issue.path ?? []).map((p) => (typeof p === 'object' && p !== null && 'key' in p ? String(p.key) : String(p))),
    ]
      .filter(Boolean)
      .join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });

export const validate = <S extends v.GenericSchema, T extends Target>(target: T, schema: S) =>
  validator(target, schema, (result, c) => {
    if (result.success) return undefined;
    const errors = issueMessages(result.error ?? []);
    return c.json({ errors: errors.length ? errors : ['The request is not valid.'] }, 400);
  });

export const uuidParam = v.pipe(v.string(), v.uuid('Must be a valid id'));
