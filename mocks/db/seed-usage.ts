import { createRng } from './prng';
import type { Agent, VpnUsage } from './types';

/** Months of traffic: the current (UTC) month so far and the twelve full months before it. */
export const USAGE_MONTHS = 13;
const MIB = 1_048_576;
/** Devices without any traffic, whatever the draw: the offline PLC of Acme (README, notable devices). */
const QUIET_AGENTS = new Set(['ag-011']);

/**
 * VPN traffic per agent and month, relative to `now` so the portal's default range (the last twelve months) always has
 * data. The values are the same whatever the date: one draw per agent and month index. Some agents have no traffic at
 * all, some skip a month; the current month holds the traffic up to today only.
 */
export function seedVpnUsage(agents: Agent[], now: number): VpnUsage[] {
  const rng = createRng(808);
  const today = new Date(now);
  const rows: VpnUsage[] = [];
  for (const agent of agents) {
    const quiet = rng.chance(0.12) || QUIET_AGENTS.has(agent.publicId);
    const received = rng.int(40, 900);
    const sentShare = rng.int(15, 60) / 100;
    for (let back = USAGE_MONTHS - 1; back >= 0; back -= 1) {
      const scale = rng.int(60, 140) / 100;
      const skipped = rng.chance(0.08);
      if (quiet || skipped) continue;
      const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
      const year = first.getUTCFullYear();
      const month = first.getUTCMonth() + 1;
      const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
      // The current month so far: its share of the month's traffic, on the days gone by (today included).
      const soFar = back === 0 ? today.getUTCDate() / days : 1;
      const bytesReceived = Math.round(received * scale * soFar * MIB);
      rows.push({
        publicId: `vu-${agent.publicId}-${year}-${month}`,
        _companyId: agent._companyId,
        _agentId: agent.publicId,
        year,
        month,
        bytesReceived,
        bytesSent: Math.round(bytesReceived * sentShare),
        ...(back === 0 ? { _lastDay: today.getUTCDate() } : {}),
      });
    }
  }
  return rows;
}
