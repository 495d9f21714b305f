import { MINUTE_MS, minuteOf, periodsAbove, valueAt } from '../machine-data/generator';
import { TAG_SPECS, deviceTagSpecs } from '../machine-data/tags';
import { createSeededDb } from '../seed';
import { SCENARIOS } from '@mocks/scenarios/scenarios';
import { LARGE_ALARMING_DEVICES, LARGE_OCCURRENCES } from './large';

const NOW = Date.parse('2026-12-02T10:17:00Z');
const db = createSeededDb(NOW);
const acme = db.alarmOccurrences.filter((o) => o._companyId === 'c-acme');
const ruleOf = (id: string) => db.dataAlarms.find((r) => r.publicId === id);
const minute = (at: string) => Date.parse(at) / MINUTE_MS;

test('deterministic for one now; every alarming device has 3 to 5 rules over its own tags (#tagId)', () => {
  expect(JSON.stringify(createSeededDb(NOW).alarmOccurrences)).toBe(JSON.stringify(db.alarmOccurrences));
  const perDevice = new Map<string, number>();
  for (const rule of db.dataAlarms) {
    perDevice.set(rule._agentId, (perDevice.get(rule._agentId) ?? 0) + 1);
    const tagIds = deviceTagSpecs(rule._agentId).map((t) => t.tagId);
    expect(rule.formula).toMatch(/^#\d+( \d+ >)?$/);
    expect(tagIds).toContain(Number(/^#(\d+)/.exec(rule.formula)?.[1]));
  }
  expect([...perDevice.values()].every((n) => n >= 3 && n <= 5)).toBe(true);
  expect(perDevice.size).toBeGreaterThan(25);
  expect(perDevice.has('ag-014')).toBe(false);
});

test('across Acme: 3–6 active now, about half unacknowledged, one silenced, one chattering rule rate-limited', () => {
  const active = acme.filter((o) => o.rtnOn === null);
  expect(active.length).toBeGreaterThanOrEqual(3);
  expect(active.length).toBeLessThanOrEqual(6);
  expect(active.every((o) => o.stillActiveOn !== null)).toBe(true);
  expect(active.some((o) => o.acknowledged) && active.some((o) => !o.acknowledged)).toBe(true);
  const share = acme.filter((o) => !o.acknowledged).length / acme.length;
  expect(share).toBeGreaterThan(0.35);
  expect(share).toBeLessThan(0.65);
  expect(acme.filter((o) => o.silenced)).toHaveLength(1);
  const limited = acme.filter((o) => o.rateLimitTill !== null);
  expect(limited.length).toBeGreaterThan(0);
  expect(new Set(limited.map((o) => o._alarmId)).size).toBe(1);
  const chattering = acme.filter((o) => o._alarmId === limited[0]?._alarmId);
  expect(chattering.length).toBeGreaterThan(4);
  expect(chattering.every((o) => o.rtnOn === null || minute(o.rtnOn) - minute(o.occurredOn) < 240)).toBe(true);
  expect(acme.every((o) => minute(o.occurredOn) >= minuteOf(NOW) - 30 * 1440 && Date.parse(o.occurredOn) <= NOW)).toBe(
    true,
  );
});

test('an acknowledged occurrence names a real person of the company, with a time; some have a comment', () => {
  const acknowledged = acme.filter((o) => o.acknowledged);
  for (const o of acknowledged) {
    expect(db.users.some((u) => u.publicId === o.acknowledgedBy?.publicId)).toBe(true);
    expect(Date.parse(o.acknowledgedOn ?? '')).toBeGreaterThan(Date.parse(o.occurredOn));
  }
  expect(acknowledged.some((o) => o.comment) && acknowledged.some((o) => o.comment === null)).toBe(true);
  expect(acme.filter((o) => !o.acknowledged).every((o) => o.acknowledgedBy === null && o.acknowledgedOn === null)).toBe(
    true,
  );
});

test('the oven rule’s occurrences are the data’s times above 250 °C of onDelay or more, starting onDelay after them', () => {
  const oven = db.dataAlarms
    .filter((r) => r.formula === `#${TAG_SPECS[2]?.tagId} 250 >` && r._companyId === 'c-acme')
    .map((r) => ({ rule: r, rows: acme.filter((o) => o._alarmId === r.publicId) }))
    .sort((a, b) => b.rows.length - a.rows.length)[0];
  expect(oven?.rows.length).toBeGreaterThan(2);
  const { rule, rows } = oven ?? { rule: undefined, rows: [] };
  const agentId = rule?._agentId ?? '';
  const on = (rule?.onDelay ?? 0) / 60;
  const off = (rule?.offDelay ?? 0) / 60;
  expect([on, off]).toEqual([30, 2]);
  const [from, to] = [minuteOf(NOW) - 30 * 1440, minuteOf(NOW) + 1];
  // Above 250, merged across returns shorter than the off delay, at least the on delay long.
  const merged: { start: number; end: number }[] = [];
  for (const p of periodsAbove(agentId, 'temp_oven', 250, from, to)) {
    const last = merged[merged.length - 1];
    if (last && p.start - last.end < off) last.end = p.end;
    else merged.push({ ...p });
  }
  const expected = merged.filter((p) => p.start > from && p.end - p.start >= on);
  const sorted = [...rows].sort((a, b) => a.occurredOn.localeCompare(b.occurredOn));
  expect(sorted.map((o) => minute(o.occurredOn))).toEqual(expected.map((p) => p.start + on));
  expect(sorted.map((o) => (o.rtnOn === null ? null : minute(o.rtnOn)))).toEqual(
    expected.map((p) => (p.end >= to || p.end + off >= to ? null : p.end + off)),
  );
  for (const o of sorted) {
    for (let m = minute(o.occurredOn) - on; m < minute(o.occurredOn); m += 1)
      expect(valueAt(agentId, 'temp_oven', m)).toBeGreaterThan(250);
    if (o.rtnOn) expect(valueAt(agentId, 'temp_oven', minute(o.rtnOn) - off)).toBeLessThanOrEqual(250);
  }
});

test('every occurrence is the admin’s alarm message with the rule’s name and severity, the device and the time', () => {
  const byId = new Map(db.messages.map((m) => [m.publicId, m]));
  for (const o of db.alarmOccurrences) {
    const message = byId.get(`msg-${o.publicId}-u-admin`);
    const rule = ruleOf(o._alarmId);
    expect(message).toMatchObject({
      systemLabel: `alarm-${rule?.severity}`,
      read: o.acknowledged,
      shortContent: {
        alarmName: rule?.name,
        agentName: db.agents.find((a) => a.publicId === o._agentId)?.name,
        occurredOn: o.occurredOn,
      },
    });
  }
});

test('large: 300 more devices with the alarming app and 2 000 more occurrences, each mirrored', () => {
  const large = createSeededDb(NOW);
  const before = { occurrences: large.alarmOccurrences.length, messages: large.messages.length };
  SCENARIOS.large(large);
  const bulk = large.agentApps.filter((app) => app.app === 'alarming' && app._agentId.startsWith('ag-l'));
  expect(bulk).toHaveLength(LARGE_ALARMING_DEVICES);
  expect(large.alarmOccurrences.length - before.occurrences).toBe(LARGE_OCCURRENCES);
  expect(large.messages.length - before.messages).toBeGreaterThanOrEqual(LARGE_OCCURRENCES);
});
