import { lazy, useId, useState, type ComponentType, type LazyExoticComponent, type MouseEvent } from 'react';
import { withTexts } from '../i18n';

/**
 * A popup (menu, dialog) whose code downloads the first time it opens, or earlier when the person points at or
 * focuses its button (`preload`). It stays mounted afterwards, so closing it animates and restores the focus.
 */
export function lazyPopup<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  // Shown once the texts its code added (in the interface's language) are there too.
  const start = () => (loading ??= load().then(withTexts));
  const Component: LazyExoticComponent<ComponentType<Props>> = lazy(start);
  /** Starts the download without waiting for it (for pointer-enter and focus handlers). */
  const preload = (): void => {
    void start();
  };
  return { Component, preload };
}

/** Whether the popup has opened once (so its lazy code is rendered from then on). */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * The state of a menu button whose menu is a lazy popup: where the menu is anchored (null while closed), the props
 * that make the button open it and name it for assistive technology, and whether the menu is rendered yet.
 */
export function useLazyMenuButton(popup: { preload: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const rendered = useOpenedOnce(Boolean(anchor));
  const buttonProps = {
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    onPointerEnter: popup.preload,
    onFocus: popup.preload,
    'aria-controls': anchor ? menuId : undefined,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': Boolean(anchor),
  };
  return { anchor, menuId, rendered, buttonProps, close: () => setAnchor(null) };
}
