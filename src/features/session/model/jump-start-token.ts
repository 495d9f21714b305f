import * as v from '@/lib/validate';
import { decodeBase64Url, encodeBase64Url } from '@/lib/base64url';

export const jumpStartPayloadSchema = v.object({
  publicId: v.string({ minLength: 1 }),
  secretId: v.string({ minLength: 1 }),
  companyId: v.optional(v.string({ minLength: 1 })),
  redirectUrl: v.optional(v.string()),
});

export type JumpStartPayload = v.Infer<typeof jumpStartPayloadSchema>;

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
