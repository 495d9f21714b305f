import { MACHINE_STATES, deviceTagSpecs, type MachineState, type TagSpec } from './tags';

/**
 * The logged values of the mock's devices: a deterministic function of the device, the tag and the minute, nothing
 * stored. One value a minute (minute = Unix time / 60 000); the handlers serve the last DATA_DAYS days before now.
 *
 * - Production runs in 3 shifts of 8 h (06:00, 14:00, 22:00 on the shift clock: UTC+1, no daylight saving). The week's
 *   planned stop is Saturday 14:00 to Sunday 22:00. Time is cut into 30-minute slots; each slot draws a state
 *   (RUNNING mostly, IDLE, SETUP, FAULT; the night shift stops more, a shift's first slot is often SETUP) and the
 *   change falls on a drawn minute inside the slot, so a state lasts from a minute to hours.
 * - `running` is the state RUNNING; `line_speed` and `motor_current` follow it (0 when stopped), the night shift runs
 *   a little slower. `door_open` is open during SETUP, in part of the FAULTs and briefly now and then while idle.
 * - Temperatures hold their set points with a daily cycle (warmest at 15:00), slow drift and noise; they cool down
 *   during the planned stop and heat up in its last two hours. 2 or 3 times a week `temp_oven` (and half as much
 *   `temp_zone1`) runs 22 to 42 °C high for 25 to 95 minutes (excursions(), periodsAbove()).
 * - Counters only increase: `energy_total` at the idle load, faster while running; `good_parts` and `reject_parts`
 *   while running.
 * - Noise comes from an integer hash of the device, the tag and the minute (no PRNG state), so any minute is read
 *   alone and fast; the counters keep a per-device table of running minutes per day (a cache, not data).
 */

export const DATA_DAYS = 90;
export const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;
const WEEK_MINUTES = 7 * DAY_MINUTES;
/** The shift clock: minutes added to UTC (UTC+1). */
const CLOCK_OFFSET = 60;
/** 1970-01-01 was a Thursday: minutes to add so that a week starts on Sunday 00:00. */
const SUNDAY_OFFSET = 4 * DAY_MINUTES;
const SLOT = 30;
const SLOTS_PER_DAY = DAY_MINUTES / SLOT;
/** Counters count from here (2025-01-01T00:00Z). */
const COUNTER_ORIGIN = Date.UTC(2025, 0, 1) / MINUTE_MS;
/** Planned stop: Saturday 14:00 (minute of the week) to Sunday 22:00. */
const STOP_FROM = 6 * DAY_MINUTES + 14 * 60;
const STOP_UNTIL = 22 * 60;
const STOP_LENGTH = WEEK_MINUTES - STOP_FROM + STOP_UNTIL;

export type Value = number | boolean | string;

export const minuteOf = (ms: number): number => Math.floor(ms / MINUTE_MS);

/** The minutes served at `now`: [first, last], the last the minute now is in. */
export function loggedMinutes(now: number): { first: number; last: number } {
  const last = minuteOf(now);
  return { first: last - DATA_DAYS * DAY_MINUTES + 1, last };
}

/** A 32-bit hash of two integers (a murmur3-style finaliser). */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** [0, 1) */
const unit = (seed: number, i: number): number => mix(seed, i) / 4294967296;
/** [-1, 1) */
const noise = (seed: number, i: number): number => 2 * unit(seed, i) - 1;

/** Value noise in [-1, 1], smooth over `period` minutes. */
function smooth(seed: number, minute: number, period: number): number {
  const i = Math.floor(minute / period);
  const f = (minute - i * period) / period;
  const a = noise(seed, i);
  const t = f * f * (3 - 2 * f);
  return a + (noise(seed, i + 1) - a) * t;
}

function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

const RUNNING = 0;
const IDLE = 1;
const FAULT = 2;
const SETUP = 3;

const weekMinute = (minute: number): number =>
  (((minute + CLOCK_OFFSET + SUNDAY_OFFSET) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
const inPlannedStop = (minute: number): boolean => {
  const at = weekMinute(minute);
  return at >= STOP_FROM || at < STOP_UNTIL;
};
/** 0 early (06–14), 1 late (14–22), 2 night (22–06). */
const shiftOf = (minute: number): number => {
  const ofDay = (((minute + CLOCK_OFFSET) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return Math.floor(((((ofDay - 360) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES) / 480);
};
const SHIFT_SPEED = [1, 0.97, 0.9];

interface Excursion {
  start: number;
  end: number;
  peak: number;
}

interface Device {
  seed: number;
  speed: number;
  current: number;
  zone1: number;
  zone2: number;
  oven: number;
  pressure: number;
  runKw: number;
  idleKw: number;
  partsPerMinute: number;
  rejectsPerMinute: number;
  energyStart: number;
  /** Running minutes before each day since COUNTER_ORIGIN (grown on demand). */
  runningBeforeDay: number[];
  /** The last day's running minutes before each of its slots. */
  dayMemo: { day: number; before: Int32Array };
  weekMemo: { week: number; excursions: Excursion[] };
  /** The last slot read: its change minute and the states before and after it. */
  slotMemo: { slot: number; change: number; before: number; after: number };
}

const devices = new Map<string, Device>();

function deviceOf(agentId: string): Device {
  const known = devices.get(agentId);
  if (known) return known;
  const seed = textHash(agentId);
  const draw = (salt: number): number => unit(seed, salt);
  const device: Device = {
    seed,
    speed: 30 + Math.round(draw(1) * 30),
    current: 9 + draw(2) * 8,
    zone1: 175 + Math.round(draw(3) * 20),
    zone2: 165 + Math.round(draw(4) * 20),
    oven: 210 + Math.round(draw(5) * 30),
    pressure: 5.5 + draw(6) * 1.5,
    runKw: 35 + draw(7) * 40,
    idleKw: 4 + draw(8) * 4,
    partsPerMinute: 8 + draw(9) * 10,
    rejectsPerMinute: 0.1 + draw(10) * 0.3,
    energyStart: 10_000 + Math.round(draw(11) * 90_000),
    runningBeforeDay: [0],
    dayMemo: { day: Number.NaN, before: new Int32Array(SLOTS_PER_DAY + 1) },
    weekMemo: { week: Number.NaN, excursions: [] },
    slotMemo: { slot: Number.NaN, change: 0, before: 0, after: 0 },
  };
  devices.set(agentId, device);
  return device;
}

/** The state a slot draws (its second part, after the change minute). */
function slotState(device: Device, slot: number): number {
  const start = slot * SLOT;
  if (inPlannedStop(start)) return IDLE;
  const r = unit(device.seed ^ 0x51, slot);
  const ofShift = (((start + CLOCK_OFFSET - 360) % 480) + 480) % 480;
  if (ofShift === 0 && r < 0.5) return SETUP;
  const run = shiftOf(start) === 2 ? 0.7 : 0.84;
  if (r < run) return RUNNING;
  if (r < run + 0.08) return IDLE;
  if (r < run + 0.13) return SETUP;
  return FAULT;
}

const changeMinute = (device: Device, slot: number): number => mix(device.seed ^ 0x77, slot) % SLOT;

function slotOf(device: Device, slot: number): Device['slotMemo'] {
  const memo = device.slotMemo;
  if (memo.slot !== slot) {
    memo.before = memo.slot === slot - 1 ? memo.after : slotState(device, slot - 1);
    memo.slot = slot;
    memo.change = changeMinute(device, slot);
    memo.after = slotState(device, slot);
  }
  return memo;
}

function stateAt(device: Device, minute: number): number {
  const slot = Math.floor(minute / SLOT);
  const memo = slotOf(device, slot);
  return minute - slot * SLOT >= memo.change ? memo.after : memo.before;
}

function runningInSlot(device: Device, slot: number): number {
  const change = changeMinute(device, slot);
  return (
    (slotState(device, slot - 1) === RUNNING ? change : 0) + (slotState(device, slot) === RUNNING ? SLOT - change : 0)
  );
}

/** Running minutes in [COUNTER_ORIGIN, minute). */
function runningBefore(device: Device, minute: number): number {
  const at = Math.max(minute, COUNTER_ORIGIN);
  const slot = Math.floor(at / SLOT);
  const day = Math.floor(slot / SLOTS_PER_DAY);
  const originDay = Math.floor(COUNTER_ORIGIN / DAY_MINUTES);
  const table = device.runningBeforeDay;
  while (table.length <= day - originDay) {
    const d = originDay + table.length - 1;
    let sum = 0;
    for (let s = d * SLOTS_PER_DAY; s < (d + 1) * SLOTS_PER_DAY; s += 1) sum += runningInSlot(device, s);
    table.push((table[table.length - 1] ?? 0) + sum);
  }
  const memo = device.dayMemo;
  if (memo.day !== day) {
    memo.day = day;
    let sum = 0;
    for (let index = 0; index < SLOTS_PER_DAY; index += 1) {
      memo.before[index] = sum;
      sum += runningInSlot(device, day * SLOTS_PER_DAY + index);
    }
    memo.before[SLOTS_PER_DAY] = sum;
  }
  const within = at - slot * SLOT;
  const memoSlot = slotOf(device, slot);
  const change = memoSlot.change;
  const before = memoSlot.before === RUNNING;
  const after = memoSlot.after === RUNNING;
  const partial = within <= change ? (before ? within : 0) : (before ? change : 0) + (after ? within - change : 0);
  return (table[day - originDay] ?? 0) + (memo.before[slot - day * SLOTS_PER_DAY] ?? 0) + partial;
}

/** The week's temperature excursions (in production time, never across a week's end). */
function excursionsOfWeek(device: Device, week: number): Excursion[] {
  if (device.weekMemo.week === week) return device.weekMemo.excursions;
  const weekStart = week * WEEK_MINUTES - CLOCK_OFFSET - SUNDAY_OFFSET;
  const count = 2 + (mix(device.seed ^ 0xe1, week) % 2);
  const excursions: Excursion[] = [];
  for (let k = 0; k < count; k += 1) {
    const key = week * 4 + k;
    const start = weekStart + STOP_UNTIL + (mix(device.seed ^ 0xe2, key) % (STOP_FROM - STOP_UNTIL - 120));
    const length = 25 + (mix(device.seed ^ 0xe3, key) % 71);
    excursions.push({ start, end: start + length, peak: 22 + (mix(device.seed ^ 0xe4, key) % 21) });
  }
  excursions.sort((a, b) => a.start - b.start);
  device.weekMemo = { week, excursions };
  return excursions;
}

const weekOf = (minute: number): number => Math.floor((minute + CLOCK_OFFSET + SUNDAY_OFFSET) / WEEK_MINUTES);

/** How far above normal an excursion lifts the oven at this minute (0 outside one). */
function excursionLift(device: Device, minute: number): number {
  for (const e of excursionsOfWeek(device, weekOf(minute))) {
    if (minute < e.start) return 0;
    if (minute < e.end) return e.peak * Math.sin((Math.PI * (minute - e.start + 0.5)) / (e.end - e.start));
  }
  return 0;
}

/** The temperature excursions of a device that start in [fromMinute, toMinute), as minutes. */
export function excursions(agentId: string, fromMinute: number, toMinute: number): Excursion[] {
  const device = deviceOf(agentId);
  const out: Excursion[] = [];
  for (let week = weekOf(fromMinute); week <= weekOf(toMinute); week += 1)
    for (const e of excursionsOfWeek(device, week)) if (e.start >= fromMinute && e.start < toMinute) out.push(e);
  return out;
}

/** 1 while producing; during the planned stop it cools down, and heats up in the stop's last two hours. */
function heat(minute: number): number {
  if (!inPlannedStop(minute)) return 1;
  const at = weekMinute(minute);
  const since = at >= STOP_FROM ? at - STOP_FROM : at + WEEK_MINUTES - STOP_FROM;
  const cooling = Math.exp(-since / 240);
  const warming = (since - (STOP_LENGTH - 120)) / 120;
  return Math.max(cooling, Math.min(1, warming));
}

/** Warmest at 15:00 on the shift clock. */
const daily = (minute: number): number =>
  Math.sin(2 * Math.PI * (((minute + CLOCK_OFFSET) % DAY_MINUTES) / DAY_MINUTES - 0.375));

const round = (value: number, decimals: number): number => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

const AMBIENT = 22;

type At = (minute: number) => Value;

function temperature(device: Device, salt: number, setPoint: number, excursionShare: number): At {
  const seed = device.seed ^ salt;
  return (minute) => {
    const normal = setPoint + 1.5 * daily(minute) + 2 * smooth(seed, minute, 90) + 0.3 * noise(seed + 1, minute);
    const lifted = normal + excursionShare * excursionLift(device, minute);
    return round(AMBIENT + (lifted - AMBIENT) * heat(minute), 2);
  };
}

function compile(device: Device, slug: string): At | null {
  const seed = device.seed;
  switch (slug) {
    case 'temp_zone1':
      return temperature(device, 0x101, device.zone1, 0.5);
    case 'temp_zone2':
      return temperature(device, 0x102, device.zone2, 0);
    case 'temp_oven':
      return temperature(device, 0x103, device.oven, 1);
    case 'pressure':
      return (minute) => {
        const state = stateAt(device, minute);
        const base =
          state === RUNNING ? device.pressure : state === FAULT ? device.pressure * 0.55 : device.pressure - 0.6;
        return round(base + 0.15 * smooth(seed ^ 0x104, minute, 45) + 0.04 * noise(seed ^ 0x105, minute), 2);
      };
    case 'line_speed':
      return (minute) =>
        stateAt(device, minute) === RUNNING
          ? round(
              device.speed * (SHIFT_SPEED[shiftOf(minute)] ?? 1) * (1 + 0.03 * smooth(seed ^ 0x106, minute, 20)) +
                0.3 * noise(seed ^ 0x107, minute),
              2,
            )
          : 0;
    case 'motor_current':
      return (minute) => {
        const state = stateAt(device, minute);
        if (state === FAULT) return 0;
        if (state !== RUNNING) return round((state === SETUP ? 2.1 : 0.6) + 0.1 * noise(seed ^ 0x108, minute), 2);
        const load = (SHIFT_SPEED[shiftOf(minute)] ?? 1) * (1 + 0.04 * smooth(seed ^ 0x109, minute, 15));
        return round(device.current * load + 0.25 * noise(seed ^ 0x10a, minute), 2);
      };
    case 'energy_total':
      return (minute) =>
        round(
          device.energyStart +
            (device.idleKw * (minute - COUNTER_ORIGIN) +
              (device.runKw - device.idleKw) * runningBefore(device, minute)) /
              60,
          3,
        );
    case 'good_parts':
      return (minute) => Math.floor(device.partsPerMinute * runningBefore(device, minute));
    case 'reject_parts':
      return (minute) => Math.floor(device.rejectsPerMinute * runningBefore(device, minute));
    case 'running':
      return (minute) => stateAt(device, minute) === RUNNING;
    case 'door_open':
      return (minute) => {
        const state = stateAt(device, minute);
        if (state === SETUP) return true;
        if (state === FAULT) return mix(seed ^ 0x10b, Math.floor(minute / SLOT)) % 2 === 0;
        // Now and then opened for a few minutes while idle.
        return state === IDLE && mix(seed ^ 0x10c, Math.floor(minute / 7)) % 9 === 0;
      };
    case 'machine_state':
      return (minute) => MACHINE_STATES[stateAt(device, minute)] as MachineState;
    default:
      return null;
  }
}

export interface Series {
  spec: TagSpec;
  at: At;
}

/** The values of one tag of one device, for reading many minutes (null when the device lacks the tag). */
export function seriesOf(agentId: string, slug: string): Series | null {
  const spec = deviceTagSpecs(agentId).find((tag) => tag.slug === slug);
  const at = spec ? compile(deviceOf(agentId), slug) : null;
  return spec && at ? { spec, at } : null;
}

/** One value: the tag `slug` of the device at `minute` (Unix ms / 60 000); null when the device lacks the tag. */
export function valueAt(agentId: string, slug: string, minute: number): Value | null {
  return seriesOf(agentId, slug)?.at(minute) ?? null;
}

/**
 * When a temperature (or any numeric tag) was above `threshold` in [fromMinute, toMinute): periods as `{start, end}`
 * minutes (end exclusive), in order. For alarms.
 */
export function periodsAbove(
  agentId: string,
  slug: string,
  threshold: number,
  fromMinute: number,
  toMinute: number,
): { start: number; end: number }[] {
  const series = seriesOf(agentId, slug);
  if (!series || series.spec.type === 'bool' || series.spec.type === 'str') return [];
  const periods: { start: number; end: number }[] = [];
  let open: number | null = null;
  for (let minute = fromMinute; minute < toMinute; minute += 1) {
    const above = (series.at(minute) as number) > threshold;
    if (above && open === null) open = minute;
    if (!above && open !== null) {
      periods.push({ start: open, end: minute });
      open = null;
    }
  }
  if (open !== null) periods.push({ start: open, end: toMinute });
  return periods;
}
