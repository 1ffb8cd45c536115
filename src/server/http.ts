import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { ArbiterFailure, type ArbiterError } from '../core/result.js';

/** An answer other than 2xx, with a message for the director: `{"error": {"code", "message"}}`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * The HTTP status for an error of the core or the store: a missing tournament is 404; a request that
 * clashes with the tournament's state (results missing, a round with results, a result entered meanwhile)
 * is 409; anything else the director asked for that the rules refuse is 422.
 */
export function statusOf(code: string): ContentfulStatusCode {
  if (code === 'not-found' || code === 'invite-unknown') return 404;
  // An invite link used or expired: gone for good (a new one is needed).
  if (code === 'invite-used' || code === 'invite-expired') return 410;
  // fide-confirm: FIDE mode asks a confirmation; the same request with ?confirm=N (one more) goes on.
  if (['exists', 'results-missing', 'round-has-results', 'already-paired', 'conflict', 'fide-confirm'].includes(code)) return 409;
  if (code === 'invalid-id') return 400;
  if (code === 'damaged' || code === 'io') return 500;
  if (code === 'busy' || code === 'too-slow') return 503;
  if (code === 'internal') return 500;
  if (code === 'too-large') return 413;
  return 422;
}

/**
 * The answer to an error of the core or the store. A field's error (core/fields.ts: `field.range`, …) names
 * its field in `details.field` (in English, the core's words), so the web app names it in the reader's
 * language (issue 33).
 */
export function fromArbiterError(e: ArbiterError, details?: unknown): HttpError {
  const field = (e as { field?: unknown }).field;
  return new HttpError(statusOf(e.code), e.code, e.message, details ?? (typeof field === 'string' ? { field } : undefined));
}

/** Runs an engine that reports the director's mistakes by throwing ArbiterFailure. */
export function attempt<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof ArbiterFailure) throw fromArbiterError(e);
    throw e;
  }
}

/**
 * What is wrong with a request, in a director's words: "name: is 304 characters long; at most 200 fit",
 * "rating: a number is expected" — not the validator's own phrasing.
 */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => {
      const what = issueText(i);
      return i.path.length ? `${i.path.join('.')}: ${what}` : what;
    })
    .join('; ');
}

function issueText(i: z.core.$ZodIssue): string {
  const given = (i as { input?: unknown }).input;
  switch (i.code) {
    case 'too_big':
      if (i.origin === 'string') return `is ${typeof given === 'string' ? [...given].length : 'too many'} characters long; at most ${String(i.maximum)} fit`;
      if (i.origin === 'array' || i.origin === 'set') return `has ${Array.isArray(given) ? given.length : 'too many'} entries; at most ${String(i.maximum)} fit`;
      return `${typeof given === 'number' ? given : 'the number'} is more than ${String(i.maximum)}`;
    case 'too_small':
      if (i.origin === 'string') return i.minimum === 1 ? 'is empty' : `needs at least ${String(i.minimum)} characters`;
      if (i.origin === 'array' || i.origin === 'set') return `needs at least ${String(i.minimum)} entries`;
      return `${typeof given === 'number' ? given : 'the number'} is less than ${String(i.minimum)}`;
    case 'invalid_type':
      if (given === undefined) return 'is missing';
      return `${i.expected === 'number' ? 'a number' : i.expected === 'string' ? 'a text' : i.expected === 'boolean' ? 'true or false' : i.expected === 'array' ? 'a list' : `a ${i.expected}`} is expected`;
    case 'invalid_value':
      return `expected one of ${i.values.map((v) => String(v)).join(', ')}`;
    case 'invalid_format':
      return i.message && !/^Invalid/.test(i.message) ? i.message : 'is not in the expected form';
    case 'unrecognized_keys':
      return `unknown field${i.keys.length > 1 ? 's' : ''} ${i.keys.join(', ')}`;
    default:
      return i.message;
  }
}

/** The JSON body checked against the route's schema, or a 400 that says what is wrong. */
export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let data: unknown;
  try {
    data = await c.req.json();
  } catch {
    throw new HttpError(400, 'bad-request', 'the request body is not JSON');
  }
  const parsed = schema.safeParse(data, { reportInput: true });
  if (!parsed.success) throw new HttpError(400, 'bad-request', `bad request: ${describeIssues(parsed.error)}`, { fields: fieldsOf(parsed.error) });
  return parsed.data;
}

/** The fields a refused body names (the first step of each issue's path), so the web app names them in the reader's language (issue 33). */
function fieldsOf(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.path[0]).filter((k): k is string => typeof k === 'string'))];
}

/** Path or query parameters checked against a schema (400 when they do not fit). */
export function params<S extends z.ZodType>(what: string, data: unknown, schema: S): z.infer<S> {
  const parsed = schema.safeParse(data, { reportInput: true });
  if (!parsed.success) throw new HttpError(400, 'bad-request', `bad ${what}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

export function errorResponse(c: Context, e: HttpError): Response {
  return c.json({ error: { code: e.code, message: e.message, ...(e.details !== undefined ? { details: e.details } : {}) } }, e.status);
}
