import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_WAIT_LIMIT_MS, withWaitLimit } from './request-devices-api';

describe('the wait limit of the device reads (docs/RULES.md#access-requests)', () => {
  afterEach(() => vi.useRealTimers());

  it('an answer within the limit is kept', async () => {
    await expect(withWaitLimit(Promise.resolve({ data: ['ag-1'] }), DEVICE_WAIT_LIMIT_MS)).resolves.toEqual({
      data: ['ag-1'],
    });
  });

  it('no answer after 60 s is a timeout, so the asset’s linked agent is used', async () => {
    vi.useFakeTimers();
    const never = new Promise<{ data: string[] }>(() => undefined);
    const result = withWaitLimit(never, DEVICE_WAIT_LIMIT_MS);
    await vi.advanceTimersByTimeAsync(59_999);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ error: { status: 'TIMEOUT_ERROR' } });
  });
});
