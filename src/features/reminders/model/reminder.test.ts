import type { MyAccessRequest } from '@/features/access-requests';
import {
  accessRequestReminders,
  mute,
  muteUntil,
  nextChange,
  parseMutes,
  purgeMutes,
  temporaryAccessReminders,
  visibleReminders,
  type Reminder,
} from './reminder';

const T = Date.parse('2026-11-21T10:00:00Z');
const MIN = 60_000;
const at = (ms: number) => new Date(ms).toISOString();

const reminder = (id: string, expires: number, remindOn: number[], extra: Partial<Reminder> = {}): Reminder => ({
  id,
  icon: 'info',
  important: false,
  message: { key: 'accessExpires', subject: id },
  expiresOn: at(expires),
  remindOn: remindOn.map(at),
  ...extra,
});

const myRequest = (
  publicId: string,
  status: string,
  end: number,
  names: { agent?: string; asset?: string } = { agent: 'Pump 03' },
): MyAccessRequest => ({
  publicId: `my-${publicId}`,
  request: {
    publicId,
    status,
    start: at(end - 60 * MIN),
    end: at(end),
    vpn: true,
    servers: [],
    user: { publicId: 'u-1' },
  },
  user: { publicId: 'u-1', name: 'Umar' },
  agent: names.agent ? { publicId: 'ag-1', name: names.agent } : null,
  asset: names.asset ? { publicId: 'as-1', name: names.asset } : null,
});

describe('visibleReminders', () => {
  const r = reminder('r', T + 10 * MIN, [T - MIN, T + 5 * MIN]);
  it.each([
    ['a remind time has passed, not expired, not muted', [r], {}, ['r']],
    ['no remind time has passed yet', [reminder('r', T + 10 * MIN, [T + MIN])], {}, []],
    ['a remind time is exactly now', [reminder('r', T + 10 * MIN, [T])], {}, ['r']],
    ['expired (expiry is now)', [reminder('r', T, [T - MIN])], {}, []],
    ['muted until later', [r], { r: at(T + 5 * MIN) }, []],
    ['a mute that has ended', [r], { r: at(T) }, ['r']],
    ['a mute of another reminder', [r], { other: at(T + 5 * MIN) }, ['r']],
  ])('%s', (_case, reminders, mutes, ids) => {
    expect(visibleReminders(reminders, T, mutes).map((x) => x.id)).toEqual(ids);
  });

  it('sorts by expiry, soonest first', () => {
    const list = [
      reminder('late', T + 30 * MIN, [T]),
      reminder('soon', T + 5 * MIN, [T]),
      reminder('mid', T + 9 * MIN, [T]),
    ];
    expect(visibleReminders(list, T, {}).map((x) => x.id)).toEqual(['soon', 'mid', 'late']);
  });
});

describe('muting', () => {
  const r = reminder('r', T + 10 * MIN, [T - 2 * MIN, T + 8 * MIN]);
  it('lasts until the next upcoming remind time', () => {
    expect(muteUntil(r, T)).toBe(at(T + 8 * MIN));
  });
  it('lasts until the expiry when no remind time is left', () => {
    expect(muteUntil(r, T + 9 * MIN)).toBe(at(T + 10 * MIN));
  });
  it('mutes only the given ids, keeping earlier mutes', () => {
    const other = reminder('o', T + 60 * MIN, [T]);
    expect(mute({ x: at(T + MIN) }, [r, other], ['r'], T)).toEqual({ x: at(T + MIN), r: at(T + 8 * MIN) });
  });
  it('purges mutes that have ended (every expired reminder with them), keeping the object when nothing ended', () => {
    const mutes = { ended: at(T), running: at(T + MIN) };
    expect(purgeMutes(mutes, T)).toEqual({ running: at(T + MIN) });
    const running = { running: at(T + MIN) };
    expect(purgeMutes(running, T)).toBe(running);
  });
  it.each([
    ['nothing stored', undefined, {}],
    ['a list', ['a'], {}],
    ['text', 'x', {}],
    ['valid and invalid entries', { a: at(T), b: 'soon', c: 3 }, { a: at(T) }],
  ])('reads stored mutes defensively: %s', (_case, raw, expected) => {
    expect(parseMutes(raw)).toEqual(expected);
  });
});

describe('nextChange', () => {
  it('is the soonest future remind time, expiry or mute end', () => {
    const list = [reminder('a', T + 20 * MIN, [T - MIN, T + 12 * MIN]), reminder('b', T + 9 * MIN, [T + 5 * MIN])];
    expect(nextChange(list, {}, T)).toBe(T + 5 * MIN);
    expect(nextChange(list, { a: at(T + 3 * MIN) }, T)).toBe(T + 3 * MIN);
    expect(nextChange(list, {}, T + 5 * MIN)).toBe(T + 9 * MIN);
  });
  it('is undefined when nothing is ahead', () => {
    expect(nextChange([reminder('a', T, [T - MIN])], {}, T)).toBeUndefined();
  });
});

describe('access-request reminders', () => {
  it('cover approved requests: important, 10 and 2 minutes before the end, naming the device', () => {
    const end = T + 60 * MIN;
    expect(accessRequestReminders([myRequest('ar-1', 'approved', end)])).toEqual([
      {
        id: 'access-request:ar-1',
        icon: 'warning',
        important: true,
        message: { key: 'accessExpires', subject: 'Pump 03' },
        expiresOn: at(end),
        remindOn: [at(end - 10 * MIN), at(end - 2 * MIN)],
      },
    ]);
  });
  it.each(['pending', 'rejected', 'revoked'])('leave out %s requests', (status) => {
    expect(accessRequestReminders([myRequest('ar-1', status, T + 60 * MIN)])).toEqual([]);
  });
  it('name the asset when the request was made for one, and nothing when neither is known', () => {
    const [asset] = accessRequestReminders([myRequest('ar-1', 'approved', T, { asset: 'Line 4' })]);
    const [none] = accessRequestReminders([myRequest('ar-2', 'approved', T, {})]);
    expect(asset?.message.subject).toBe('Line 4');
    expect(none?.message.subject).toBeNull();
  });
  it('an already ended request is never visible (expired)', () => {
    const reminders = accessRequestReminders([myRequest('ar-1', 'approved', T - MIN)]);
    expect(visibleReminders(reminders, T, {})).toEqual([]);
  });
});

describe('temporary-access reminders', () => {
  // Local dates: the daily reminder is at 23:59 local time, whatever the machine's time zone.
  const expires = new Date(2026, 11, 31, 12, 0).getTime();
  const [temporary] = temporaryAccessReminders([{ publicId: 'm-1', expiresOn: at(expires) }], 'Acme');

  it('first reminds 30 days before expiry, then daily at the end of the (local) day until expiry', () => {
    const remindOn = temporary?.remindOn.map((t) => new Date(t)) ?? [];
    expect(remindOn[0]?.getTime()).toBe(expires - 30 * 24 * 60 * MIN);
    const daily = remindOn.slice(1);
    expect(daily).toHaveLength(30);
    expect(daily.every((d) => d.getHours() === 23 && d.getMinutes() === 59)).toBe(true);
    expect(daily[0]?.getDate()).toBe(new Date(expires - 30 * 24 * 60 * MIN).getDate());
    expect(daily.at(-1)?.getDate()).toBe(30);
    expect(temporary).toMatchObject({
      id: 'temporary-access:m-1',
      important: false,
      icon: 'info',
      message: { key: 'temporaryAccessExpires', subject: 'Acme' },
    });
  });

  it('is visible from 30 days before expiry, and a mute lasts until that evening', () => {
    if (!temporary) throw new Error('no reminder');
    const before = expires - 31 * 24 * 60 * MIN;
    const morning = new Date(2026, 11, 10, 9, 0).getTime();
    expect(visibleReminders([temporary], before, {})).toEqual([]);
    expect(visibleReminders([temporary], morning, {})).toEqual([temporary]);
    expect(muteUntil(temporary, morning)).toBe(at(new Date(2026, 11, 10, 23, 59).getTime()));
  });

  it('an expiry under 30 days away reminds at once', () => {
    const [soon] = temporaryAccessReminders([{ publicId: 'm-2', expiresOn: at(T + 3 * 24 * 60 * MIN) }], null);
    expect(soon && visibleReminders([soon], T, {})).toEqual([soon]);
  });
});
