import type { Ctx } from './http';

/**
 * A value derived from the database once per request instead of once per row: `build` runs the first time a request
 * asks, and again only when one of `deps` (compared by identity) has changed since, e.g. a table replaced by a write
 * or grown or shrunk by one. Lists of 10 000 rows then cost one pass over a related table, not one per row.
 */
export function perRequest<T>(deps: (ctx: Ctx) => readonly unknown[], build: (ctx: Ctx) => T): (ctx: Ctx) => T {
  const cache = new WeakMap<Ctx, { deps: readonly unknown[]; value: T }>();
  return (ctx) => {
    const current = deps(ctx);
    const cached = cache.get(ctx);
    if (cached && cached.deps.length === current.length && cached.deps.every((d, i) => Object.is(d, current[i])))
      return cached.value;
    const value = build(ctx);
    cache.set(ctx, { deps: current, value });
    return value;
  };
}

/** The memberships table as a dependency: a new array (filtered) or another length (pushed, spliced). */
export const membershipDeps = (ctx: Ctx): readonly unknown[] => [ctx.db.memberships, ctx.db.memberships.length];
