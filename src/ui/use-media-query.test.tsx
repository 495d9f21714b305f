import { act, renderHook } from '@testing-library/react';
import { useMediaQueryMatches } from './use-media-query';

function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const state = { matches: initial, queries: [] as string[] };
  vi.stubGlobal('matchMedia', (query: string) => {
    state.queries.push(query);
    return {
      get matches() {
        return state.matches;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return {
    state,
    listeners,
    change(matches: boolean) {
      state.matches = matches;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQueryMatches', () => {
  it('answers the query without its @media prefix and follows its changes', () => {
    const media = fakeMatchMedia(true);
    const { result, unmount } = renderHook(() => useMediaQueryMatches('@media (min-width:960px)'));
    expect(result.current).toBe(true);
    expect(media.state.queries).toContain('(min-width:960px)');
    act(() => media.change(false));
    expect(result.current).toBe(false);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('is false where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQueryMatches('(min-width:960px)'));
    expect(result.current).toBe(false);
  });
});
