import { z } from 'zod';
import { decodeBase64Url, encodeBase64Url } from '../../../lib/base64url';

export const jumpStartPayloadSchema = z.object({
  publicId: z.string().min(1),
  secretId: z.string().min(1),
  companyId: z.string().min(1).optional(),
  redirectUrl: z.string().optional(),
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
