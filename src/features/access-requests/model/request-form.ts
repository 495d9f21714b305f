import { z } from 'zod';
import type { NewAccessRequest } from '../api';
import { minuteStart } from './approval-rule';
import { DEFAULT_DURATION_KEY, DURATION_OPTIONS, durationByKey, durationMs } from './durations';
import { chosenServices, type RequestService } from './request-form-services';
import '../catalogue-dialog';

export interface RequestFormValues {
  /** Keys of the chosen services (`vpn`, `server:{publicId}`). */
  services: string[];
  /** User ids of the chosen approvers. */
  approvers: string[];
  reason: string;
  /** Null while the field is empty; an invalid Date while half typed. */
  start: Date | null;
  /** A duration option's key. */
  duration: string;
}

const REQUIRED = 'accessRequests.REQUIRED';
const INVALID_DATE_AND_TIME = 'accessRequests.INVALID_DATE_AND_TIME';

/** The form's rules (docs/RULES.md#access-requests; messages are i18n keys). `now` is read at each check: the start may not be before its minute. */
export function requestFormSchema(now: () => number) {
  return z.object({
    services: z.array(z.string()).min(1, REQUIRED),
    approvers: z.array(z.string()).min(1, REQUIRED),
    reason: z.string().refine((reason) => reason.trim() !== '', REQUIRED),
    start: z
      .date({ error: INVALID_DATE_AND_TIME })
      .nullable()
      .superRefine((start, ctx) => {
        if (start === null) ctx.addIssue({ code: 'custom', message: REQUIRED });
        else if (start.getTime() < minuteStart(now())) ctx.addIssue({ code: 'custom', message: INVALID_DATE_AND_TIME });
      }),
    duration: z.string().refine((key) => durationByKey(key) !== undefined, REQUIRED),
  });
}

const PICKER_STEP_MS = 5 * 60_000;

/**
 * From for "request more time": the end of the running access, on the picker's 5-minute steps, rounded up so that the
 * new window follows on without overlapping it; never before the current minute.
 */
export function followOnStart(end: string | undefined, now: number): number {
  const current = minuteStart(now);
  const ends = end === undefined ? Number.NaN : Date.parse(end);
  if (Number.isNaN(ends)) return current;
  return Math.max(current, Math.ceil(ends / PICKER_STEP_MS) * PICKER_STEP_MS);
}

/** A new form: the prefilled services and approvers, start now (its minute) or where a prefill says, the first duration. */
export function requestFormDefaults(
  now: number,
  services: readonly string[],
  approvers: readonly string[],
  start?: string,
): RequestFormValues {
  return {
    services: [...services],
    approvers: [...approvers],
    reason: '',
    start: new Date(followOnStart(start, now)),
    duration: DEFAULT_DURATION_KEY,
  };
}

/**
 * The create call for valid values: start at its minute, end = start + duration (the first option when empty), both
 * ISO 8601 UTC; the reason trimmed.
 */
export function toNewAccessRequest(
  agentId: string,
  values: RequestFormValues,
  services: readonly RequestService[],
): NewAccessRequest {
  const start = minuteStart(values.start?.getTime() ?? Number.NaN);
  const duration = durationByKey(values.duration) ?? DURATION_OPTIONS[0];
  const end = start + (duration ? durationMs(duration) : 0);
  const { vpn, serverIds } = chosenServices(values.services, services);
  return {
    agentId,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    reason: values.reason.trim(),
    vpn,
    serverIds,
    approverIds: [...values.approvers],
  };
}
