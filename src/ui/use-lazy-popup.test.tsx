import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPopup, useOpenedOnce } from './use-lazy-popup';

describe('lazy popups', () => {
  it('download their code once, whether preloaded or rendered first', async () => {
    const load = vi.fn(() => Promise.resolve({ default: ({ label }: { label: string }) => <p>{label}</p> }));
    const popup = lazyPopup(load);
    expect(load).not.toHaveBeenCalled();
    popup.preload();
    popup.preload();
    render(
      <Suspense fallback={null}>
        <popup.Component label="Menu list" />
      </Suspense>,
    );
    expect(await screen.findByText('Menu list')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stay rendered once opened, so closing can animate and give the focus back', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    act(() => rerender({ open: true }));
    expect(result.current).toBe(true);
    act(() => rerender({ open: false }));
    expect(result.current).toBe(true);
  });
});
