/**
 * Answers for the web tests' stubbed `fetch`, typed and checked by the contract: the body of a
 * success is the input of the response schema the client parses (a fixture that drifts from the
 * contract fails to compile, and to parse), and an error is the error body of DECISIONS §2 with a
 * known code. Test code only.
 */
import { errorBodySchema, type ErrorCode } from '@app/contract/common';
import type { z } from 'zod';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A success answer of `schema` (the contract's response schema of the call). */
export function answer<Schema extends z.ZodType>(
  schema: Schema,
  body: z.input<Schema>,
  status = 200,
): Response {
  schema.parse(body);
  return json(status, body);
}

/** An error answer as the server writes it: `message` repeated in `error.message`. */
export function errorAnswer(status: number, code: ErrorCode, message: string): Response {
  return json(status, errorBodySchema.parse({ success: false, message, error: { code, message } }));
}
