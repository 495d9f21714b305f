import { describe, expect, it } from 'vitest';
import {
  followOnStart,
  requestFormDefaults,
  requestFormSchema,
  toNewAccessRequest,
  type RequestFormValues,
} from './request-form';
import { requestServices } from './request-form-services';

/** A fixed clock: 10:15:42 UTC. */
const NOW = Date.parse('2026-11-23T10:15:42.250Z');
const schema = requestFormSchema(() => NOW);
const valid: RequestFormValues = {
  services: ['vpn'],
  approvers: ['u-001'],
  reason: 'Update the PLC program',
  start: new Date('2026-11-23T10:15:00Z'),
  duration: 'minutes:30',
};
/** The messages (i18n keys) of the form's problems, by field. */
function problems(values: RequestFormValues): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the request form rules (docs/RULES.md#access-requests)', () => {
  it.each([
    ['valid', valid, {}],
    ['no service', { ...valid, services: [] }, { services: 'accessRequests.REQUIRED' }],
    ['no approver', { ...valid, approvers: [] }, { approvers: 'accessRequests.REQUIRED' }],
    ['no reason', { ...valid, reason: '' }, { reason: 'accessRequests.REQUIRED' }],
    ['a blank reason', { ...valid, reason: ' \n ' }, { reason: 'accessRequests.REQUIRED' }],
    ['no start', { ...valid, start: null }, { start: 'accessRequests.REQUIRED' }],
    [
      'a half-typed start',
      { ...valid, start: new Date(Number.NaN) },
      { start: 'accessRequests.INVALID_DATE_AND_TIME' },
    ],
    [
      'a start before the current minute',
      { ...valid, start: new Date('2026-11-23T10:14:59Z') },
      { start: 'accessRequests.INVALID_DATE_AND_TIME' },
    ],
    ['a start at the current minute is fine', { ...valid, start: new Date('2026-11-23T10:15:00Z') }, {}],
    ['a later start is fine', { ...valid, start: new Date('2026-11-24T08:00:00Z') }, {}],
    ['no duration', { ...valid, duration: '' }, { duration: 'accessRequests.REQUIRED' }],
    ['a duration that is no option', { ...valid, duration: 'hours:9' }, { duration: 'accessRequests.REQUIRED' }],
    [
      'everything missing',
      { services: [], approvers: [], reason: '', start: null, duration: '' },
      {
        services: 'accessRequests.REQUIRED',
        approvers: 'accessRequests.REQUIRED',
        reason: 'accessRequests.REQUIRED',
        start: 'accessRequests.REQUIRED',
        duration: 'accessRequests.REQUIRED',
      },
    ],
  ] as const)('%s', (_name, values, expected) => {
    expect(problems({ ...values, services: [...values.services], approvers: [...values.approvers] })).toEqual(expected);
  });

  it('reads the clock at each check: a start valid now is invalid a minute later', () => {
    let now = NOW;
    const ticking = requestFormSchema(() => now);
    expect(ticking.safeParse(valid).success).toBe(true);
    now += 60_000;
    expect(ticking.safeParse(valid).success).toBe(false);
  });
});

describe('requestFormDefaults', () => {
  it('starts now (its minute) with the first duration, the given services and approvers, and no reason', () => {
    expect(requestFormDefaults(NOW, ['vpn'], ['u-021'])).toEqual({
      services: ['vpn'],
      approvers: ['u-021'],
      reason: '',
      start: new Date('2026-11-23T10:15:00Z'),
      duration: 'minutes:30',
    });
    expect(problems({ ...requestFormDefaults(NOW, ['vpn'], ['u-021']), reason: 'x' })).toEqual({});
  });

  it('"request more time" starts where the running access ends, on the picker’s 5 minutes, rounded up', () => {
    expect(requestFormDefaults(NOW, ['vpn'], [], '2026-11-23T12:35:00Z').start).toEqual(
      new Date('2026-11-23T12:35:00Z'),
    );
    expect(followOnStart('2026-11-23T12:37:00Z', NOW)).toBe(Date.parse('2026-11-23T12:40:00Z'));
    expect(followOnStart('2026-11-23T12:40:30Z', NOW)).toBe(Date.parse('2026-11-23T12:45:00Z'));
    // Never in the past, and now when there is nothing to follow.
    expect(followOnStart('2026-11-23T09:00:00Z', NOW)).toBe(Date.parse('2026-11-23T10:15:00Z'));
    expect(followOnStart(undefined, NOW)).toBe(Date.parse('2026-11-23T10:15:00Z'));
    expect(followOnStart('soon', NOW)).toBe(Date.parse('2026-11-23T10:15:00Z'));
  });
});

describe('toNewAccessRequest', () => {
  const services = requestServices({
    servers: [
      { publicId: 's-vpn', name: 'VPN', serviceGroup: 'vpn', requireAccessApproval: false },
      { publicId: 's-web', name: 'Web HMI', serviceGroup: 'http', requireAccessApproval: false },
    ],
  });
  it.each([
    ['30 minutes', 'minutes:30', '2026-11-23T10:45:00.000Z'],
    ['90 minutes', 'minutes:90', '2026-11-23T11:45:00.000Z'],
    ['8 hours', 'hours:8', '2026-11-23T18:15:00.000Z'],
    ['an empty duration is the first option', '', '2026-11-23T10:45:00.000Z'],
  ])('end = start + %s', (_name, duration, end) => {
    expect(toNewAccessRequest('ag-1', { ...valid, duration }, services).end).toBe(end);
  });

  it('sends start and end in UTC at the minute, the trimmed reason, vpn, the servers and the approvers', () => {
    const values: RequestFormValues = {
      services: ['server:s-web', 'vpn'],
      approvers: ['u-001', 'u-021'],
      reason: '  Firmware update  ',
      start: new Date('2026-11-24T08:30:27Z'),
      duration: 'hours:2',
    };
    expect(toNewAccessRequest('ag-1', values, services)).toEqual({
      agentId: 'ag-1',
      start: '2026-11-24T08:30:00.000Z',
      end: '2026-11-24T10:30:00.000Z',
      reason: 'Firmware update',
      vpn: true,
      serverIds: ['s-vpn', 's-web'],
      approverIds: ['u-001', 'u-021'],
    });
  });
});
