import { act, screen } from '@testing-library/react';
import { demoTokens, mockControl } from '@mocks/node';
import { call } from '@mocks/test-client';
import { SnackbarHost } from '@/features/notices';
import { setupMockBackend } from '@/testing/mock-server';
import { renderApp } from '@/testing/render';
import { STATUS_POLL_MS } from '../hooks/use-status-watcher';
import { AccessRequestStatusWatcher } from './status-watcher';

setupMockBackend();

const admin = { token: demoTokens.admin.secretId };
/** Umar's pending request on the Chiller (seed). */
const PENDING = { agentId: 'ag-004', publicId: 'ar-003' };
const APPROVED_NOTICE = 'Your access request for Chiller Hamburg 04 (Northwind) was approved';

function renderWatcher(account: 'user' | 'admin' = 'user') {
  return renderApp({
    signedInAs: account,
    companyId: 'c-acme',
    routes: [
      {
        path: '/',
        element: (
          <>
            <AccessRequestStatusWatcher />
            <SnackbarHost />
          </>
        ),
      },
    ],
  });
}

const reads = () => mockControl.requestCount('MyUserAccessRequestList', 'GET');
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
async function firstRead() {
  await vi.waitFor(() => expect(reads()).toBe(1));
  await advance(50);
}

describe('the access request status watcher', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    mockControl.clearFaults();
  });

  it('shows nothing on the first read, then a 4-second snackbar when an approver decides', async () => {
    const { store } = renderWatcher();
    await firstRead();
    // Umar has requests in every status: none is announced on the first read.
    expect(store.getState().notices.queue).toEqual([]);
    expect(
      (await call('AgentAccessRequestAuthenticatedApprove', { ...admin, method: 'POST', params: PENDING })).status,
    ).toBe(201);
    await advance(STATUS_POLL_MS);
    expect(await screen.findByRole('status')).toHaveTextContent(APPROVED_NOTICE);
    expect(store.getState().notices.queue.map((s) => s.duration)).toEqual([4000]);
    await advance(3_000);
    expect(screen.getByRole('status')).toHaveTextContent(APPROVED_NOTICE);
    await advance(1_100);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells about rejected and revoked requests too', async () => {
    const { store } = renderWatcher();
    await firstRead();
    await call('AgentAccessRequestAuthenticatedReject', { ...admin, method: 'POST', params: PENDING });
    await call('AgentAccessRequestAuthenticatedRevoke', {
      ...admin,
      method: 'POST',
      params: { agentId: 'ag-002', publicId: 'ar-001' },
    });
    await advance(STATUS_POLL_MS);
    await vi.waitFor(() => expect(store.getState().notices.queue).toHaveLength(2));
    expect(store.getState().notices.queue.map((s) => [s.messageKey, s.messageValues, s.duration])).toEqual(
      expect.arrayContaining([
        ['accessRequests.statusNotice.rejected', { device: 'Chiller Hamburg 04 (Northwind)' }, 4000],
        ['accessRequests.statusNotice.revoked', { device: 'Kiln controller Eindhoven 02' }, 4000],
      ]),
    );
  });

  it('re-reads when the person comes back to the tab', async () => {
    renderWatcher();
    await firstRead();
    await call('AgentAccessRequestAuthenticatedApprove', { ...admin, method: 'POST', params: PENDING });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(APPROVED_NOTICE);
    expect(reads()).toBe(2);
  });

  it('a failed read is ignored: nothing is shown, and the next read still compares with what was seen', async () => {
    const { store } = renderWatcher();
    await firstRead();
    await call('AgentAccessRequestAuthenticatedApprove', { ...admin, method: 'POST', params: PENDING });
    mockControl.failRel('MyUserAccessRequestList', 403, 1);
    await advance(STATUS_POLL_MS);
    await vi.waitFor(() => expect(reads()).toBe(2));
    await advance(50);
    expect(store.getState().notices.queue).toEqual([]);
    await advance(STATUS_POLL_MS);
    expect(await screen.findByRole('status')).toHaveTextContent(APPROVED_NOTICE);
  });

  it('a server down is ignored too: no snackbar and no api-unavailable page', async () => {
    const { store } = renderWatcher();
    await firstRead();
    mockControl.failRel('MyUserAccessRequestList', 500, 1);
    await advance(STATUS_POLL_MS);
    await vi.waitFor(() => expect(reads()).toBe(2));
    await advance(50);
    expect(store.getState().notices).toMatchObject({ queue: [], apiUnavailable: false });
  });

  it('a failed first read shows nothing, and the first good read announces nothing', async () => {
    mockControl.failRel('MyUserAccessRequestList', 403, 1);
    const { store } = renderWatcher();
    await vi.waitFor(() => expect(reads()).toBe(1));
    await advance(STATUS_POLL_MS);
    await vi.waitFor(() => expect(reads()).toBe(2));
    await advance(50);
    expect(store.getState().notices.queue).toEqual([]);
  });

  it('does not read the requests of someone who cannot use access requests', async () => {
    mockControl.setPermissions('user@acme.test', 'c-acme', []);
    renderWatcher();
    await advance(STATUS_POLL_MS * 2);
    expect(reads()).toBe(0);
  });
});
