/** A filter expression of the platform: eq(f,"v"), in(f,"a","b"), isnull(f), contains(f,"text") ... (there is no `like`). */
export type Filter = string & { readonly __filter: unique symbol };

const quote = (value: string | number | boolean | Date): string => {
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
};

const expression = (op: string, field: string, values: (string | number | boolean | Date)[]): Filter =>
  `${op}(${[field, ...values.map(quote)].join(',')})` as Filter;

type Value = string | number | boolean | Date;

export const filter = {
  eq: (field: string, value: Value) => expression('eq', field, [value]),
  ne: (field: string, value: Value) => expression('ne', field, [value]),
  in: (field: string, values: Value[]) => expression('in', field, values),
  /** Not in: none of the values. */
  ni: (field: string, values: Value[]) => expression('ni', field, values),
  between: (field: string, from: Value, to: Value) => expression('between', field, [from, to]),
  gt: (field: string, value: Value) => expression('gt', field, [value]),
  gte: (field: string, value: Value) => expression('gte', field, [value]),
  lt: (field: string, value: Value) => expression('lt', field, [value]),
  lte: (field: string, value: Value) => expression('lte', field, [value]),
  isNull: (field: string) => expression('isnull', field, []),
  isNotNull: (field: string) => expression('isnotnull', field, []),
  /** Case-insensitive substring, the usual search box. */
  contains: (field: string, text: string) => expression('contains', field, [text]),
};

export interface ListQuery {
  fields?: readonly string[];
  pageSize?: number;
  pageAfter?: string | null;
  filters?: readonly Filter[];
  orderBy?: string;
}

export const MAX_PAGE_SIZE = 4000;

export function encodeListQuery(query: ListQuery | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!query) return params;
  if (query.fields?.length) params.set('fields', query.fields.join(','));
  if (query.pageSize !== undefined)
    params.set('page-size', String(Math.min(Math.max(1, query.pageSize), MAX_PAGE_SIZE)));
  if (query.pageAfter) params.set('page-after', query.pageAfter);
  for (const item of query.filters ?? []) params.append('filters', item);
  if (query.orderBy) params.set('order-by', query.orderBy);
  return params;
}
