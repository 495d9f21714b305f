// zod/mini: the sign-in page's bundle does not carry the whole classic API.
import * as z from 'zod/mini';
import { decodeBase64Url, encodeBase64Url } from '../../../lib/base64url';

export const jumpStartPayloadSchema = z.object({
  publicId: z.string().check(z.minLength(1)),
  secretId: z.string().check(z.minLength(1)),
  companyId: z.optional(z.string().check(z.minLength(1))),
  redirectUrl: z.optional(z.string()),
});

export type JumpStartPayload = z.infer<typeof jumpStartPayloadSchema>;

export function decodeJumpStartToken(token: string): JumpStartPayload | undefined {
  try {
    const parsed = jumpStartPayloadSchema.safeParse(JSON.parse(decodeBase64Url(token)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function encodeJumpStartToken(payload: JumpStartPayload): string {
  return encodeBase64Url(JSON.stringify(payload));
}
