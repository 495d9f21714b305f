import { act, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { mockControl, server } from '@mocks/node';
import { renderApp } from './render';

/** Helpers of the identity page's component tests (src/features/identity): identity-page.test.tsx and its styled part. */

/**
 * Registers the files' hooks (call in the test file's top level): the bodies of MyCompany PATCH calls as sent, and the
 * object URLs revoked (jsdom has none: each Blob or File gets its own made-up address).
 */
export function watchIdentityPage(): { patches: unknown[]; revoked: string[] } {
  const patches: unknown[] = [];
  const revoked: string[] = [];
  let objectUrls = 0;
  beforeAll(() => {
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH' && new URL(request.url).pathname.endsWith('/companies/me'))
        void request
          .clone()
          .json()
          .then((body) => patches.push(body));
    });
  });
  beforeEach(() => {
    patches.length = 0;
    revoked.length = 0;
    URL.createObjectURL = vi.fn(() => `blob:test/${(objectUrls += 1)}`);
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  });
  afterEach(() => mockControl.clearFaults());
  return { patches, revoked };
}

export async function openPage() {
  const view = renderApp({ path: '/identity', signedInAs: 'admin' });
  await screen.findByRole('heading', { level: 1, name: 'Identity' });
  const branding = await screen.findByRole('region', { name: 'Branding' });
  return { ...view, branding };
}
/**
 * Fields and buttons are looked up within the Branding region: a role query over the whole page (a dozen colour fields
 * of ten swatches each, the shell) names every candidate and checks that it is shown, which costs a lot here.
 */
export const colourBox = (branding: HTMLElement, name: string) =>
  within(branding).getByRole('textbox', { name: `${name} (#rrggbb)` });
/**
 * Replaces a text box's content in one input event: focus, select all (Ctrl+A), paste over it (typing a whole value key
 * by key, a click that re-renders the focused field first, or a `clear` that renders the form once more for the empty
 * value, is slow on a page this size).
 */
export async function fill(box: HTMLElement, value: string) {
  act(() => box.focus());
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.paste(value);
}
export const section = (name: string) => screen.getByRole('region', { name });
export const saveBranding = (branding: HTMLElement) => within(branding).getByRole('button', { name: 'Save branding' });
export const resetBranding = (branding: HTMLElement) => within(branding).getByRole('button', { name: 'Reset' });
/** The file inputs are drawn by their buttons: choosing a file does not go through the pointer. */
export const upload = (input: HTMLElement, file: File) =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false }).upload(input, file);
export const png = (name = 'logo.png', bytes = 64, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });
