import type { Locator, Page } from '@playwright/test';
import { expect, signIn } from '../fixtures';

export { expectNoAxeViolations } from './axe';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Drags with real pointer events: press on the handle, move past the activation distance, then over the target row.
 * With `announced` (an item of a sortable list), each step waits for the screen-reader announcement saying it has
 * taken effect (the item picked up, then over the target's position) before the next one, as a person would see it: on
 * a busy machine, a release sent before the list has measured its rows would drop the item where it was.
 */
export async function dragByMouse(
  page: Page,
  handle: Locator,
  target: Locator,
  announced?: { name: string; over: string },
): Promise<void> {
  const announcement = page.locator('[id^="DndLiveRegion"]');
  const from = await handle.boundingBox();
  if (!from) throw new Error('not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  if (announced) {
    const name = escapeRegExp(announced.name);
    // Picked up, and at once over its own place: either announcement says the drag has started.
    await expect(announcement).toHaveText(new RegExp(`^(Picked up ${name}\\.|${name} is over position)`));
  }
  const to = await target.boundingBox();
  if (!to) throw new Error('not visible');
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 4, { steps: 12 });
  if (announced) await expect(announcement).toHaveText(announced.over);
  await page.mouse.up();
}

export interface OrderedTypesPageOptions {
  /** The accessible name of the side list. */
  listName: string;
  /** The page's address, and the path of the type list in the API. */
  path: string;
  apiPath: string;
  /** The types of the seeded company, in order. */
  seeded: readonly string[];
}

/** The page of an ordered type list (group types, asset types) as the admin sees it. */
export function orderedTypesPage(page: Page, { listName, path, apiPath, seeded }: OrderedTypesPageOptions) {
  const list = page.getByRole('navigation', { name: listName });
  const names = list.getByRole('link');
  /**
   * The next request of `method` to the type list of the API, once answered: the mock backend answers in the page, and
   * a reload before the answer would leave the request behind.
   */
  const typesRequest = (method: string) =>
    page
      .waitForResponse(
        (response) => response.request().method() === method && new URL(response.url()).pathname === apiPath,
      )
      .then((response) => response.request());

  return {
    list,
    names,
    dialog: page.getByRole('dialog'),
    typesRequest,

    /** Signs in as the admin and opens the page on the seeded list. */
    open: async (): Promise<void> => {
      await signIn(page, 'admin', path);
      await expect(names).toHaveText(seeded);
    },

    /** Signs in as the admin of a company without types and opens the page on its empty list. */
    openEmpty: async (emptyText: string): Promise<void> => {
      await signIn(page, 'admin', path, 'mock-scenario=empty-company');
      await expect(page.getByText(emptyText)).toBeVisible();
    },

    menu: async (type: string, item: 'Edit' | 'Delete'): Promise<void> => {
      await page.getByRole('button', { name: `More options for ${type}` }).click();
      await page.getByRole('menuitem', { name: item }).click();
    },

    /** Drags a type by its handle onto another one's row. */
    drag: async (type: string, onto: string): Promise<void> => {
      const shown = await names.allTextContents();
      const over = `${type} is over position ${shown.indexOf(onto) + 1} of ${shown.length}.`;
      await dragByMouse(
        page,
        page.getByRole('button', { name: `Move ${type}` }),
        list.getByRole('link', { name: onto }),
        { name: type, over },
      );
    },

    /** Moves a type with the keyboard from position `from` (1-based), one arrow at a time, checking each screen-reader announcement. */
    moveByKeyboard: async (
      type: string,
      key: 'Space' | 'Enter',
      from: number,
      arrows: readonly ('ArrowUp' | 'ArrowDown')[],
    ): Promise<void> => {
      // The announcements tell when each step has taken effect.
      const announcement = page.locator('[id^="DndLiveRegion"]');
      const of = `of ${seeded.length}.`;
      let position = from;
      await page.getByRole('button', { name: `Move ${type}` }).focus();
      await page.keyboard.press(key);
      await expect(announcement).toHaveText(`${type} is over position ${position} ${of}`);
      for (const arrow of arrows) {
        // The next arrow's target is computed from the items' measured places, which dnd-kit measures again in the
        // frames after a move: pressed before those frames (seen under a loaded CI), an arrow lands where the last did.
        await page.evaluate(
          () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
        );
        await page.keyboard.press(arrow);
        position += arrow === 'ArrowUp' ? -1 : 1;
        await expect(announcement).toHaveText(`${type} is over position ${position} ${of}`);
      }
      await page.keyboard.press(key);
      await expect(announcement).toHaveText(`${type} was dropped at position ${position} ${of}`);
    },

    /**
     * Reorders: the list shows the new order, one PATCH carries the changed items (publicId → new order, in the list's order),
     * and the order is kept after a reload.
     */
    expectReorderSaved: async (
      reorder: () => Promise<void>,
      expected: readonly string[],
      changes: Readonly<Record<string, number>>,
    ): Promise<void> => {
      const patch = typesRequest('PATCH');
      await reorder();
      await expect(names).toHaveText(expected);
      expect((await patch).postDataJSON()).toEqual(
        Object.entries(changes).map(([publicId, order]) => ({ publicId, order })),
      );
      await page.reload();
      await expect(names).toHaveText(expected);
    },
  };
}
