import { createRng } from './prng';
import type { Agent, VpnUsage } from './types';

/** Three months of VPN traffic per agent. */
export function seedVpnUsage(agents: Agent[]): VpnUsage[] {
  const rng = createRng(808);
  const months: [number, number][] = [[2026, 9], [2026, 10], [2026, 11]];
  return agents.flatMap((agent) =>
    months.map(([year, month]) => ({
      publicId: `vu-${agent.publicId}-${year}-${month}`, _companyId: agent._companyId, _agentId: agent.publicId, year, month,
      bytesReceived: rng.int(1, 900) * 1_048_576, bytesSent: rng.int(1, 300) * 1_048_576,
    })),
  );
}

