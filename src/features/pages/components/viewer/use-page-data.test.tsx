import { act, renderHook } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { server } from '@mocks/node';
import { setupMockBackend } from '@/testing/mock-server';
import { sessionFor } from '@/testing/render';
import { createTestStore } from '@/testing/test-store';
import type { DataListItem } from '@/features/pages/model/data/query-plan';
import { usePageData } from './use-page-data';

setupMockBackend();

const BODY: DataListItem[] = [
  {
    source: { publicId: 'ds-ag-001' },
    start: '2026-11-30T00:00:00.000Z',
    end: '2026-12-01T00:00:00.000Z',
    timeZone: 'Europe/Amsterdam',
    tags: [{ slug: 'temp_oven', queries: [{ ref: 'c0q0', postAggr: 'raw', order: 'desc', limit: 1 }] }],
  },
];

let reads = 0;
const countRead = ({ request }: { request: Request }) => {
  if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/data')) reads += 1;
};
beforeEach(() => {
  reads = 0;
  server.events.on('request:start', countRead);
  // Only the refresh timer is faked: the reads themselves run on real promises and timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  server.events.removeListener('request:start', countRead);
  vi.useRealTimers();
  setVisibility('visible');
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function renderPageData(refreshSeconds: number | null) {
  const store = createTestStore({ session: sessionFor('admin') });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => usePageData(BODY, refreshSeconds), { wrapper });
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Testing Library's waitFor polls with setInterval, which is faked here: this polls on the real setTimeout. */
async function waitFor(check: () => void): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt > 300) throw error;
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

describe("the page's refresh", () => {
  it('reads again at the refresh rate', async () => {
    const { result } = renderPageData(10);
    await waitFor(() => expect(result.current.series.get('c0q0')).toHaveLength(1));
    expect(reads).toBe(1);
    await tick(9_999);
    expect(reads).toBe(1);
    await tick(1);
    await waitFor(() => expect(reads).toBe(2));

    await waitFor(() => expect(result.current.isFetching).toBe(false));
    await tick(10_000);
    await waitFor(() => expect(reads).toBe(3));
  });

  it('reads once without a refresh rate', async () => {
    const { result } = renderPageData(null);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await tick(600_000);
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(reads).toBe(1);
  });

  it('pauses while the tab is hidden and reads once when it shows again', async () => {
    const { result } = renderPageData(5);
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    setVisibility('hidden');
    await tick(20_000);
    expect(reads).toBe(1);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(reads).toBe(2));
  });

  it('never starts a read while the last one is running; the tick it skipped reads once that one is done', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { result } = renderPageData(5);
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    server.use(
      http.post(
        '*/data',
        async () => {
          await held;
          await delay(0);
          return HttpResponse.json({ status: 'success', data: [] });
        },
        { once: true },
      ),
    );
    await tick(5_000);
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(reads).toBe(2);
    await tick(15_000);
    expect(reads).toBe(2);
    release();
    await waitFor(() => expect(reads).toBe(3));
  });
});
