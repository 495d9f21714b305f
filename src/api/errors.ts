export interface AppErrorItem {
  message: string;
  propertyName?: string;
  /** The item of a bulk (list) body that failed (docs/API.md, error items). */
  listIndex?: number;
}

/** The one failure shape every component, form and snackbar reads. */
export interface AppError {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR' | 'TIMEOUT_ERROR' | 'CLIENT_ERROR';
  data: AppErrorItem[];
}

export function isAppError(value: unknown): value is AppError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AppError>;
  return (
    (typeof candidate.status === 'number' || typeof candidate.status === 'string') && Array.isArray(candidate.data)
  );
}

function toItems(data: unknown): AppErrorItem[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item): AppErrorItem[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { message, propertyName, listIndex } = item as Record<string, unknown>;
    if (typeof message !== 'string') return [];
    return [
      {
        message,
        ...(typeof propertyName === 'string' ? { propertyName } : {}),
        ...(typeof listIndex === 'number' && Number.isInteger(listIndex) && listIndex >= 0 ? { listIndex } : {}),
      },
    ];
  });
}

/** Normalises an HTTP failure body (the platform's error envelope, or anything else) to an AppError. */
export function errorFromBody(status: number, body: unknown): AppError {
  const data = typeof body === 'object' && body !== null && 'data' in body ? toItems(body.data) : [];
  return { status, data };
}

export function clientError(message: string): AppError {
  return { status: 'CLIENT_ERROR', data: [{ message }] };
}

/** The server answered 404: what was asked for does not exist (or is not visible to this person). */
export function isNotFound(error: unknown): boolean {
  return isAppError(error) && error.status === 404;
}

export function firstErrorMessage(error: unknown, fallback = ''): string {
  return isAppError(error) ? (error.data[0]?.message ?? fallback) : fallback;
}

export function fieldErrors(error: unknown): Record<string, string> {
  if (!isAppError(error)) return {};
  const byField: Record<string, string> = {};
  for (const item of error.data) {
    if (item.propertyName && !Object.hasOwn(byField, item.propertyName)) byField[item.propertyName] = item.message;
  }
  return byField;
}
