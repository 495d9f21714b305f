import { companyIdsOf, permissionsIn } from '../db/access';
import type { Db } from '../db/types';
import { ApiError, unauthorized, type Session } from './http';

export function isLive(expiresOn: string, now = Date.now()): boolean {
  return Date.parse(expiresOn) > now;
}

/** Resolves `Authorization: Bearer {secretId}` and `Api-Company` to a session; null when there is no live token. */
export function resolveBearer(db: Db, request: Request): { userId: string; tokenId: string } | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return null;
  const token = db.tokens.find((t) => t.secretId === match[1]);
  if (!token || !isLive(token.expiresOn)) return null;
  return { userId: token._userId, tokenId: token.publicId };
}

export function resolveSession(db: Db, request: Request): Session {
  const bearer = resolveBearer(db, request);
  if (!bearer) throw unauthorized();
  const user = db.users.find((u) => u.publicId === bearer.userId);
  if (!user) throw unauthorized();
  const companyIds = companyIdsOf(db, user.publicId);
  const wanted = request.headers.get('Api-Company');
  const companyId = wanted ? companyIds.find((id) => id === wanted) : companyIds[0];
  if (wanted && !companyId)
    throw new ApiError(403, [{ message: 'Not a member of this company', propertyName: 'Api-Company' }]);
  return {
    user,
    tokenId: bearer.tokenId,
    companyId: companyId ?? '',
    permissions: companyId ? permissionsIn(db, user.publicId, companyId) : [],
  };
}
