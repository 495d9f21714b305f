import { excursions, loggedMinutes, minuteOf, periodsAbove, seriesOf, valueAt, DATA_DAYS } from './generator';
import { MACHINE_STATES, TAG_SPECS, deviceTagSpecs, loggingSeeded } from './tags';

/** A fixed stretch of time, so the test reads the same minutes whatever today is. */
const from = minuteOf(Date.parse('2026-11-02T00:00:00Z'));
const week = 7 * 1440;
const minutes = (start: number, count: number) => Array.from({ length: count }, (_, k) => start + k);

test('the same minute gives the same value, and each tag its type', () => {
  for (const spec of TAG_SPECS) {
    const a = minutes(from, 300).map((m) => valueAt('ag-001', spec.slug, m));
    const b = minutes(from, 300).map((m) => valueAt('ag-001', spec.slug, m));
    expect(a).toEqual(b);
    const type = { float: 'number', int: 'number', bool: 'boolean', str: 'string' }[spec.type];
    expect(a.every((value) => typeof value === type)).toBe(true);
    if (spec.type === 'int') expect(a.every((value) => Number.isInteger(value))).toBe(true);
  }
  // Another device draws other values; a tag the device lacks has none.
  expect(valueAt('ag-002', 'temp_zone1', from)).not.toBe(valueAt('ag-001', 'temp_zone1', from));
  expect(valueAt('ag-003', 'temp_oven', from)).toBeNull();
  expect(valueAt('ag-001', 'no_such_tag', from)).toBeNull();
});

test('devices have 8 to 12 tags; most devices log', () => {
  const ids = Array.from({ length: 60 }, (_, k) => `ag-${String(k + 1).padStart(3, '0')}`);
  expect(ids.every((id) => deviceTagSpecs(id).length >= 8 && deviceTagSpecs(id).length <= 12)).toBe(true);
  expect(ids.filter((id) => !deviceTagSpecs(id).some((t) => t.slug === 'temp_oven')).length).toBeGreaterThan(2);
  expect(deviceTagSpecs('ag-001')).toHaveLength(12);
  expect(ids.filter(loggingSeeded).length).toBeGreaterThan(40);
  expect(loggingSeeded('ag-005')).toBe(false);
});

test('the state changes every few minutes to hours; stops show as speed 0, not running, IDLE on the weekend', () => {
  const states = seriesOf('ag-001', 'machine_state');
  const running = seriesOf('ag-001', 'running');
  const speed = seriesOf('ag-001', 'line_speed');
  const current = seriesOf('ag-001', 'motor_current');
  if (!states || !running || !speed || !current) throw new Error('ag-001 has every tag');
  const all = minutes(from, week).map((m) => states.at(m) as string);
  expect(new Set(all)).toEqual(new Set(MACHINE_STATES));
  const changes = all.filter((state, k) => k > 0 && state !== all[k - 1]).length;
  expect(changes).toBeGreaterThan(30);
  expect(changes).toBeLessThan(600);
  for (const m of minutes(from, week)) {
    const isRunning = states.at(m) === 'RUNNING';
    expect(running.at(m)).toBe(isRunning);
    if (!isRunning) expect(speed.at(m)).toBe(0);
    else expect(speed.at(m) as number).toBeGreaterThan(10);
  }
  // Sunday 2026-11-08 noon is in the planned stop.
  const sunday = minuteOf(Date.parse('2026-11-08T11:00:00Z'));
  expect(minutes(sunday, 120).every((m) => states.at(m) === 'IDLE')).toBe(true);
});

test('counters only increase, energy faster while running', () => {
  const energy = seriesOf('ag-001', 'energy_total');
  const good = seriesOf('ag-001', 'good_parts');
  const rejects = seriesOf('ag-001', 'reject_parts');
  const running = seriesOf('ag-001', 'running');
  if (!energy || !good || !rejects || !running) throw new Error('ag-001 has every tag');
  let runningRate = 0;
  let stoppedRate = 0;
  for (const m of minutes(from, 2 * 1440)) {
    for (const counter of [energy, good, rejects])
      expect(counter.at(m + 1) as number).toBeGreaterThanOrEqual(counter.at(m) as number);
    const increase = (energy.at(m + 1) as number) - (energy.at(m) as number);
    if (running.at(m)) runningRate = Math.max(runningRate, increase);
    else stoppedRate = Math.max(stoppedRate, increase);
  }
  expect(runningRate).toBeGreaterThan(2 * stoppedRate);
  expect((good.at(from + 1440) as number) - (good.at(from) as number)).toBeGreaterThan(1000);
});

test('2 or 3 temperature excursions a week, which periodsAbove finds', () => {
  const found = excursions('ag-001', from, from + week);
  expect(found.length).toBeGreaterThanOrEqual(2);
  expect(found.length).toBeLessThanOrEqual(3);
  const oven = seriesOf('ag-001', 'temp_oven');
  if (!oven) throw new Error('ag-001 has an oven');
  const normal = Math.max(...minutes(from + 1440, 60).map((m) => oven.at(m) as number));
  const periods = periodsAbove('ag-001', 'temp_oven', normal + 12, from, from + week);
  expect(periods.length).toBeGreaterThanOrEqual(1);
  for (const period of periods) {
    expect(found.some((e) => period.start >= e.start && period.end <= e.end)).toBe(true);
    expect(oven.at(period.start) as number).toBeGreaterThan(normal + 12);
  }
  expect(periodsAbove('ag-001', 'running', 0, from, from + 60)).toEqual([]);
});

test('the served window is the 90 days up to the minute now is in', () => {
  const now = Date.parse('2026-12-01T10:00:30Z');
  const { first, last } = loggedMinutes(now);
  expect(last).toBe(minuteOf(now));
  expect(last - first + 1).toBe(DATA_DAYS * 1440);
});
