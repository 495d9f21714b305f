import { hasRel, operationOf, shapeAt, unknownBodyProperty, type Shape } from '../platform/schema';
import { ApiError, type Ctx, type Route } from './http';
import { orderKeys, parseFilterExpression, splitTop } from './query';

/**
 * Rels and methods the mock still serves although the platform has none of them (docs/API.md), each with why.
 * Requests to them are not checked against the platform. Every other route must be on the platform
 * (mocks/platform): the mock answers 404 for a rel and 405 for a method the platform lacks.
 */
export const OFF_PLATFORM: Readonly<Record<string, string>> = {
  'AgentRateLimitReset POST':
    'the app resets a rate limit with it (docs/API.md); the platform resets through Agent PATCH rateLimiting.configOpenvpnReset',
};

export const routeKey = (route: Pick<Route, 'rel' | 'method'>): string => `${route.rel} ${route.method}`;

/** The first path of a `fields` parameter (`a,b.c,d(e,f(*)),*`) that the answer shape lacks. */
export function unknownField(param: string, shape: Shape): string | null {
  const check = (text: string, base: Shape | true, prefix: readonly string[]): string | null => {
    for (const part of splitTop(text)) {
      if (part === '*') continue;
      const open = part.indexOf('(');
      const path = [...prefix, ...(open >= 0 ? part.slice(0, open) : part).split('.')];
      const at = base === true ? true : shapeAt(shape, path);
      if (at === undefined) return path.join('.');
      if (open >= 0) {
        const found = check(part.slice(open + 1, -1), at, path);
        if (found) return found;
      }
    }
    return null;
  };
  return check(param, shape, []);
}

function checkQuery(url: URL, data: Shape): void {
  const fields = url.searchParams.get('fields');
  const unknown = fields ? unknownField(fields, data) : null;
  if (unknown) throw new ApiError(400, [{ message: `Invalid fields: ${unknown}`, propertyName: 'fields' }]);
  for (const text of url.searchParams.getAll('filters')) {
    if (text.trim() === '') continue;
    const { path } = parseFilterExpression(text);
    if (shapeAt(data, path) === undefined)
      throw new ApiError(400, [{ message: `Invalid filter: ${text}`, propertyName: 'filters' }]);
  }
  const orderBy = url.searchParams.get('order-by');
  for (const { path } of orderBy ? orderKeys(orderBy) : []) {
    if (shapeAt(data, path) === undefined)
      throw new ApiError(400, [{ message: `Invalid order-by: ${path.join('.')}`, propertyName: 'order-by' }]);
  }
}

/**
 * Refuses what the real platform would not accept: a rel or method it lacks, a body property its body shape lacks,
 * a `fields` path, filter path or order-by path its answer shape lacks, and a filter operator it lacks (`like`).
 */
export async function checkAgainstPlatform(route: Route, ctx: Ctx): Promise<void> {
  if (routeKey(route) in OFF_PLATFORM) return;
  const operation = operationOf(route.rel, route.method);
  if (!operation) {
    throw hasRel(route.rel)
      ? new ApiError(405, [{ message: 'Method not allowed' }])
      : new ApiError(404, [{ message: 'Not found' }]);
  }
  checkQuery(ctx.url, operation.data);
  if (route.method === 'GET') return;
  const unknown = unknownBodyProperty(await ctx.body(), operation.body);
  if (unknown) throw new ApiError(400, [{ message: 'Unknown property', ...unknown }]);
}
