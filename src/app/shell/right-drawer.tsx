import { withTexts } from '@/i18n';
import type { ParseKeys } from 'i18next';
import { lazy, type ComponentType } from 'react';
import { useMatches } from 'react-router-dom';

export interface RightMenuEntry {
  id: string;
  labelKey: ParseKeys;
  Panel: ComponentType;
}

/** A route flags a right side menu with `handle: { rightMenu: [...] }`. */
export interface RouteHandle {
  rightMenu?: RightMenuEntry[];
}

export function activeRightMenu(
  entries: readonly RightMenuEntry[],
  remembered: string | null,
): RightMenuEntry | undefined {
  return entries.find((entry) => entry.id === remembered) ?? entries[0];
}

export function useRightMenu(): RightMenuEntry[] {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.rightMenu?.length) return handle.rightMenu;
  }
  return [];
}

/** The drawer's code (tabs included) downloads only on the routes that flag a right menu. */
export const LazyRightDrawer = lazy(() => import('./right-drawer-view').then(withTexts));
