import { answerTag } from '../lib/answer-tag';
import { readAnswer, type SafeParseResult, type Schema } from '../lib/validate';
import { driftTag } from './drift';

/**
 * One answer read tolerantly against its schema (lib/validate's `readAnswer`), under the rel it came from: for a
 * queryFn that reads an answer itself rather than through `rawResponseSchema`. A module of its own, so the sign-in
 * page (its branding read) does not download the list reader.
 */
export function parseAnswer<T>(schema: Schema<T>, data: unknown, rel: string): SafeParseResult<T> {
  return readAnswer(schema, data, answerTag(data) ?? driftTag(rel));
}
