import type { SortDirection } from '@/ui/resource-table';
import { createAskedView, USERS_BUSY_DELAY_MS } from './asked-view';

interface View {
  search: string;
  sort: { column: string; direction: SortDirection };
}

const byName: View['sort'] = { column: 'name', direction: 'asc' };
const first: View = { search: '', sort: byName };

describe('the view asked for on the users table', () => {
  beforeEach(() => vi.useFakeTimers());

  it('tells the table nothing of a new search until its answer is slow, then that it is slow', () => {
    const asked = createAskedView(first);
    const listener = vi.fn();
    asked.subscribe(listener);
    const search = { ...first, search: 'ann' };
    asked.set(search);
    expect(asked.get()).toBe(search);
    expect(listener).not.toHaveBeenCalled();
    expect(asked.display()).toEqual({ sort: byName, slow: null });
    vi.advanceTimersByTime(USERS_BUSY_DELAY_MS - 1);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(asked.display().slow).toBe(search);
  });

  it('never calls an answer that came in time slow', () => {
    const asked = createAskedView(first);
    const listener = vi.fn();
    asked.subscribe(listener);
    asked.set({ ...first, search: 'ann' });
    vi.advanceTimersByTime(USERS_BUSY_DELAY_MS - 1);
    asked.settle();
    vi.advanceTimersByTime(10 * USERS_BUSY_DELAY_MS);
    expect(listener).not.toHaveBeenCalled();
    expect(asked.display().slow).toBeNull();
  });

  it('shows a new order at once, and counts the delay again from the latest view', () => {
    const asked = createAskedView(first);
    const listener = vi.fn();
    asked.subscribe(listener);
    const byEmail: View = { ...first, sort: { column: 'email', direction: 'desc' } };
    asked.set(byEmail);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(asked.display()).toEqual({ sort: byEmail.sort, slow: null });
    vi.advanceTimersByTime(USERS_BUSY_DELAY_MS - 50);
    const searched = { ...byEmail, search: 'ann' };
    asked.set(searched);
    vi.advanceTimersByTime(USERS_BUSY_DELAY_MS - 1);
    expect(asked.display().slow).toBeNull();
    vi.advanceTimersByTime(1);
    expect(asked.display().slow).toBe(searched);
    // After a slow answer the next view starts not slow.
    asked.set({ ...searched, search: 'anna' });
    expect(asked.display()).toEqual({ sort: byEmail.sort, slow: null });
  });

  it('stops telling a listener that unsubscribed', () => {
    const asked = createAskedView(first);
    const listener = vi.fn();
    const unsubscribe = asked.subscribe(listener);
    unsubscribe();
    asked.set({ ...first, sort: { column: 'email', direction: 'asc' } });
    vi.advanceTimersByTime(USERS_BUSY_DELAY_MS);
    expect(listener).not.toHaveBeenCalled();
  });
});
