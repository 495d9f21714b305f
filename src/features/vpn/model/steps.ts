import type { ConnectorStep } from './connector-types';

/** A step is an error when its string status is `error` or its numeric code is above 9 (010 generic, 1xx, 2xx). */
export function isStepError(step: ConnectorStep): boolean {
  if (typeof step.status === 'string') {
    if (step.status.trim().toLowerCase() === 'error') return true;
    return /^\d+$/.test(step.status.trim()) && Number(step.status) > 9;
  }
  return step.status.code > 9;
}

/** An error step is shown as its message and code when it has them, else as its name. */
export function stepErrorText(step: ConnectorStep): string {
  if (typeof step.status === 'object' && step.status.message) return `${step.status.message} (${step.status.code})`;
  return step.name;
}

/** The text of the first error step of a status message, or null when none failed. */
export function firstStepError(steps: readonly ConnectorStep[]): string | null {
  const failed = steps.find(isStepError);
  return failed ? stepErrorText(failed) : null;
}
