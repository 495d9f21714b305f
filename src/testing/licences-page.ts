import { screen, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { renderApp } from './render';

/** Helpers of the licences page's component tests (src/features/licences). */

export interface Write {
  method: string;
  path: string;
  body: unknown;
}

/** Records the writes the page sends, with their bodies, in order (call in the test file's top level). */
export function recordWrites(): Write[] {
  const writes: Write[] = [];
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'GET') return;
    const entry: Write = { method: request.method, path: new URL(request.url).pathname, body: undefined };
    writes.push(entry);
    void request
      .clone()
      .text()
      .then((text) => (entry.body = text ? (JSON.parse(text) as unknown) : undefined));
  };
  beforeEach(() => {
    writes.length = 0;
    server.events.on('request:start', record);
  });
  afterEach(() => server.events.removeListener('request:start', record));
  return writes;
}

export async function openPage() {
  const view = renderApp({ path: '/licenses', signedInAs: 'admin' });
  const licences = await screen.findByRole('table', { name: 'Licences' });
  const devices = await screen.findByRole('table', { name: 'Devices and their licences' });
  return { ...view, licences, devices };
}
export const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
export const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
export const dialog = () => screen.getByRole('dialog');
