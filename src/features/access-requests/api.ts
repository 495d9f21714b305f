import * as v from '@/lib/validate';
import { baseApi, filter, readAllParsed, type Filter } from '@/api';
import type { AppState } from '@/store';
import {
  ACCESS_REQUEST_FIELDS,
  accessRequestSchema,
  APPROVER_FIELDS,
  approverSchema,
  MY_ACCESS_REQUEST_FIELDS,
  myAccessRequestSchema,
  type AccessRequest,
  type Approver,
  type MyAccessRequest,
} from './model/schemas';
import { minuteStart } from './model/approval-rule';
import type { Decision } from './model/request-state';
import { REQUEST_DEVICE_FIELDS, requestDeviceSchema, type RequestDevice } from './model/request-form-services';

const agentNameSchema = v.object({ publicId: v.string(), name: v.nullish(v.string()) });
const decisionSchema = v.object({
  publicId: v.string(),
  approver: v.nullish(v.object({ name: v.nullish(v.string()) })),
  updatedOn: v.nullish(v.string()),
});

/** The requests of one device whose decision is asked for. */
export interface DecisionLookup {
  agentId: string;
  ids: readonly string[];
}

/** Lists are read whole: a person's requests and an approver's inbox stay in the hundreds. */
const WHOLE_LIST_PAGE_SIZE = 1000;

export interface NewAccessRequest {
  agentId: string;
  /** ISO 8601 UTC. */
  start: string;
  end: string;
  reason: string;
  vpn: boolean;
  /** Agent server ids (web services; the VPN server too when the VPN is asked for). */
  serverIds: readonly string[];
  /** User ids of the chosen approvers. */
  approverIds: readonly string[];
}

export type AccessRequestDecision = 'approve' | 'reject' | 'revoke';

const DECISION_RELS: Record<AccessRequestDecision, string> = {
  approve: 'AgentAccessRequestAuthenticatedApprove',
  reject: 'AgentAccessRequestAuthenticatedReject',
  revoke: 'AgentAccessRequestAuthenticatedRevoke',
};
export const DECISION_STATUS: Record<AccessRequestDecision, string> = {
  approve: 'approved',
  reject: 'rejected',
  revoke: 'revoked',
};

export const accessRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Who may approve requests for the device (AgentAccessRequestApproverList). */
    approvers: build.query<Approver[], string>({
      query: (agentId) => ({
        rel: 'AgentAccessRequestApproverList',
        params: { agentId },
        query: { fields: APPROVER_FIELDS },
      }),
      rawResponseSchema: v.array(approverSchema),
    }),
    /**
     * The user's approved requests for the device whose window covers now (docs/RULES.md#access-approval): user, status approved, start at
     * or before now, end at or after now, and vpn true when asking about the VPN. Read fresh before a connect.
     */
    coveringRequests: build.query<AccessRequest[], { agentId: string; userId: string; vpn: boolean; now: number }>({
      query: ({ agentId, userId, vpn, now }) => {
        const at = new Date(minuteStart(now)).toISOString();
        const filters: Filter[] = [
          filter.eq('user.publicId', userId),
          filter.eq('status', 'approved'),
          filter.lte('start', at),
          filter.gte('end', at),
        ];
        if (vpn) filters.push(filter.eq('vpn', true));
        return {
          rel: 'AgentAccessRequestList',
          params: { agentId },
          query: { fields: ACCESS_REQUEST_FIELDS, filters, pageSize: WHOLE_LIST_PAGE_SIZE },
        };
      },
      rawResponseSchema: v.array(accessRequestSchema),
      providesTags: [{ type: 'AccessRequest', id: 'LIST' }],
    }),
    createAccessRequest: build.mutation<null, NewAccessRequest>({
      query: ({ agentId, start, end, reason, vpn, serverIds, approverIds }) => ({
        rel: 'AgentAccessRequestList',
        method: 'POST',
        params: { agentId },
        body: {
          vpn,
          servers: serverIds.map((publicId) => ({ publicId })),
          start,
          end,
          reason,
          allowedApprovers: approverIds.map((publicId) => ({ publicId })),
        },
      }),
      transformResponse: () => null,
      invalidatesTags: [{ type: 'AccessRequest', id: 'LIST' }],
    }),
    /** The signed-in user's requests in every status (MyUserAccessRequestList). */
    myAccessRequests: build.query<MyAccessRequest[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllParsed(
          baseQuery,
          // Read in the background on every page (the status snackbars): a failure is ignored, never the api-unavailable page (docs/RULES.md#errors-and-notices).
          {
            rel: 'MyUserAccessRequestList',
            quiet: true,
            query: { fields: MY_ACCESS_REQUEST_FIELDS, pageSize: WHOLE_LIST_PAGE_SIZE },
          },
          myAccessRequestSchema,
        ),
      providesTags: [{ type: 'AccessRequest', id: 'LIST' }],
    }),
    /**
     * Who decided my rejected and revoked requests, and when: MyUserAccessRequest does not say, the device's request
     * list does (AgentAccessRequestList `approver.name`, `updatedOn`), one call per device side by side. A device that
     * cannot be read leaves its requests without a name, never the page without its list.
     */
    requestDecisions: build.query<Record<string, Decision>, readonly DecisionLookup[]>({
      queryFn: async (lookups, _api, _extra, baseQuery) => {
        const results = await Promise.all(
          lookups.map(({ agentId, ids }) =>
            readAllParsed(
              baseQuery,
              {
                rel: 'AgentAccessRequestList',
                params: { agentId },
                quiet: true,
                query: {
                  fields: ['publicId', 'approver.name', 'updatedOn'],
                  filters: [filter.in('publicId', [...ids])],
                  pageSize: ids.length,
                },
              },
              decisionSchema,
            ),
          ),
        );
        const decisions: Record<string, Decision> = {};
        for (const result of results) {
          if ('error' in result) continue;
          for (const row of result.data)
            decisions[row.publicId] = { by: row.approver?.name ?? null, on: row.updatedOn ?? null };
        }
        return { data: decisions };
      },
      providesTags: [{ type: 'AccessRequest', id: 'LIST' }],
    }),
    /** The approver's inbox: requests of the selected company where the signed-in user is an allowed approver. */
    approvalInbox: build.query<AccessRequest[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const inbox = await readAllParsed(
          baseQuery,
          {
            rel: 'AccessRequestApprovalList',
            query: { fields: ACCESS_REQUEST_FIELDS, pageSize: WHOLE_LIST_PAGE_SIZE },
          },
          accessRequestSchema,
        );
        if ('error' in inbox) return inbox;
        // The platform's request names its device by id only: the names come from AgentList, one call for the whole inbox.
        const ids = [...new Set(inbox.data.flatMap((request) => (request.agent ? [request.agent.publicId] : [])))];
        if (ids.length === 0) return inbox;
        const agents = await readAllParsed(
          baseQuery,
          {
            rel: 'AgentList',
            quiet: true,
            query: { fields: ['publicId', 'name'], filters: [filter.in('publicId', ids)], pageSize: ids.length },
          },
          agentNameSchema,
        );
        const names = new Map(
          'data' in agents ? agents.data.map((agent) => [agent.publicId, agent.name] as const) : [],
        );
        return {
          data: inbox.data.map((request) =>
            request.agent
              ? { ...request, agent: { ...request.agent, name: names.get(request.agent.publicId) ?? null } }
              : request,
          ),
        };
      },
      providesTags: [{ type: 'AccessRequest', id: 'LIST' }],
    }),
    /** Approve, reject or revoke: shown at once in the inbox, undone when the server refuses. */
    decideAccessRequest: build.mutation<null, { agentId: string; publicId: string; decision: AccessRequestDecision }>({
      query: ({ agentId, publicId, decision }) => ({
        rel: DECISION_RELS[decision],
        method: 'POST',
        params: { agentId, publicId },
      }),
      transformResponse: () => null,
      async onQueryStarted({ publicId, decision }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          accessRequestsApi.util.updateQueryData('approvalInbox', undefined, (draft) => {
            const request = draft.find((item) => item.publicId === publicId);
            if (!request) return;
            request.status = DECISION_STATUS[decision];
            // Decided now: the record lists it first until the refetch names the approver.
            request.updatedOn = new Date().toISOString();
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: [{ type: 'AccessRequest', id: 'LIST' }],
    }),
  }),
});

export const {
  useApproversQuery,
  useCoveringRequestsQuery,
  useCreateAccessRequestMutation,
  useMyAccessRequestsQuery,
  useApprovalInboxQuery,
  useDecideAccessRequestMutation,
  useRequestDecisionsQuery,
} = accessRequestsApi;

/** The device as the request dialog reads it (Agent): its services, its locks and the company that controls it. */
/** The signed-in person's access requests as cached (undefined until answered), for epics: the reminders. */
export const selectMyAccessRequests = (state: Pick<AppState, typeof baseApi.reducerPath>) =>
  accessRequestsApi.endpoints.myAccessRequests.select()(state).data;

const requestDialogApi = accessRequestsApi.injectEndpoints({
  endpoints: (build) => ({
    requestAccessDevice: build.query<RequestDevice, string>({
      query: (publicId) => ({ rel: 'Agent', params: { publicId }, query: { fields: REQUEST_DEVICE_FIELDS } }),
      rawResponseSchema: requestDeviceSchema,
      providesTags: (_result, _error, publicId) => [{ type: 'Agent', id: publicId }],
    }),
  }),
});

export const { useRequestAccessDeviceQuery } = requestDialogApi;
