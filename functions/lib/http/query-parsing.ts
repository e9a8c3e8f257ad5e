// valibot's own function, not the `v` namespace: that would bundle all of valibot.
import { type GenericSchema, type InferOutput, safeParse } from 'valibot';
import { firstIssue } from '../../../shared/validation.ts';
import { InvalidInput } from '../domain-errors.ts';

/**
 * A list's query string, validated like a body: InvalidInput with the first issue, which
 * error-response.ts answers as a 400 like every domain error. Here, not in the repositories,
 * so the data layer takes plain values and reads no request (issue 33, item 2).
 */
export function parsedQuery<Schema extends GenericSchema>(
  schema: Schema,
  query: Record<string, string | undefined>,
): InferOutput<Schema> {
  const result = safeParse(schema, query);
  if (!result.success) throw new InvalidInput(firstIssue(result.issues));
  return result.output;
}
