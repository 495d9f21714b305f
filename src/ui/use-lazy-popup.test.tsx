import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPopup, useLazyMenuButton, useOpenedOnce } from './use-lazy-popup';

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

  it('give a menu button what opens the menu, names it and starts the download on pointing or focus', () => {
    const preload = vi.fn();
    function MenuButton() {
      const { anchor, menuId, rendered, buttonProps, close } = useLazyMenuButton({ preload });
      return (
        <>
          <button type="button" {...buttonProps}>
            Apps
          </button>
          {rendered && (
            <ul id={menuId} hidden={!anchor}>
              <li>
                <button type="button" onClick={close}>
                  Close
                </button>
              </li>
            </ul>
          )}
        </>
      );
    }
    render(<MenuButton />);
    const button = screen.getByRole('button', { name: 'Apps' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    fireEvent.focus(button);
    expect(preload).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('list').id);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Still rendered (hidden), so closing can animate and give the focus back.
    expect(screen.getByRole('list', { hidden: true })).toBeInTheDocument();
  });
});
