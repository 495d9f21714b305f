import { baseApi, type AppError } from '@/api';
import { requestRaw } from '@/api';
import { releaseManifestSchema, type ReleaseManifest } from './model/connector-types';
import * as v from '@/lib/validate';
import { VPN_AGENT_FIELDS, vpnAgentSchema, type VpnAgent } from './model/agent';
import { PLATFORM_SERVER_QUERY, platformServerSchema, type PlatformServer } from './model/platform-servers';

export const vpnApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    vpnAgent: build.query<VpnAgent, string>({
      query: (publicId) => ({ rel: 'Agent', params: { publicId }, query: { fields: VPN_AGENT_FIELDS } }),
      rawResponseSchema: vpnAgentSchema,
      providesTags: (_result, _error, publicId) => [{ type: 'Agent', id: publicId }],
    }),
    /** The company's platform servers (mdr and rsc), to name the server a VPN session runs on. */
    platformServers: build.query<PlatformServer[], void>({
      query: () => ({ rel: 'MyCompanyPlatformServerList', query: PLATFORM_SERVER_QUERY }),
      rawResponseSchema: v.array(platformServerSchema),
    }),
    /** Resets the agent's OpenVPN rate limit (the info dialog's Try again). */
    resetRateLimit: build.mutation<null, string>({
      query: (agentId) => ({ rel: 'AgentRateLimitReset', method: 'POST', params: { agentId } }),
      invalidatesTags: (_result, _error, agentId) => [
        { type: 'Agent', id: agentId },
        { type: 'Agent', id: 'LIST' },
      ],
    }),
    /** The VPN release manifest: a public document, fetched without any platform credential. */
    releaseManifest: build.query<ReleaseManifest, string>({
      async queryFn(url) {
        try {
          const response = await requestRaw({ url });
          const parsed = releaseManifestSchema.safeParse(response.body);
          if (!response.ok || !parsed.success) {
            return { error: { status: response.ok ? 'PARSE_ERROR' : response.status, data: [] } satisfies AppError };
          }
          return { data: parsed.data };
        } catch {
          return { error: { status: 'FETCH_ERROR', data: [] } satisfies AppError };
        }
      },
    }),
  }),
});

export const {
  useVpnAgentQuery,
  useLazyVpnAgentQuery,
  usePlatformServersQuery,
  useResetRateLimitMutation,
  useReleaseManifestQuery,
} = vpnApi;
