import type { BrowserContext, Response } from '@playwright/test';
import { ARMED, awaitArmed, medianKeystrokeMs } from './main-thread';

/** Where the bare search page and its answers are served (answered by the test, never by the server). */
const FLOOR_PATH = '/__bench-floor__';

/**
 * A page with the users table's columns and none of the app: a search box whose input waits the same 300 ms, then
 * fetches the next answer and writes its rows into plain cells (rows kept, as the app's table keeps them), then
 * resolves the armed promise after the frame that draws them.
 */
const BARE_SEARCH_PAGE = `<!doctype html><html lang="en"><title>Bare search</title>
<style>body{font:14px/1.43 system-ui,sans-serif;margin:16px}table{border-collapse:collapse;width:100%}
th,td{padding:6px 16px;border-bottom:1px solid #e0e0e0;text-align:left;overflow-wrap:break-word}
button{font:inherit;color:#1976d2;background:none;border:0;padding:0;text-decoration:underline}</style>
<input type="search" aria-label="Search"><table aria-label="Users"><thead><tr><th></th><th>Name</th><th>E-mail</th>
<th>Roles</th><th>Groups</th><th>Last seen</th><th>Two-factor</th><th>Support</th></tr></thead><tbody></tbody></table>
<script>
const body = document.querySelector('tbody');
let timer;
let answer = 0;
const names = (user, key) => [...new Set((user.memberships || []).map((m) => m[key] && m[key].publicId).filter(Boolean))].join(', ');
function draw(users) {
  while (body.rows.length > users.length) body.deleteRow(-1);
  while (body.rows.length < users.length) {
    const row = body.insertRow();
    row.insertCell().innerHTML = '<input type="checkbox">';
    const header = document.createElement('th');
    header.scope = 'row';
    header.append(document.createElement('button'));
    row.append(header);
    for (let cell = 0; cell < 6; cell += 1) row.insertCell().append('');
  }
  users.forEach((user, index) => {
    const cells = body.rows[index].cells;
    cells[1].firstChild.textContent = user.name || user.emailAddress;
    cells[2].textContent = user.emailAddress || '';
    cells[3].textContent = names(user, 'role');
    cells[4].textContent = names(user, 'group');
    cells[5].textContent = user.lastSeenOn ? new Date(user.lastSeenOn).toLocaleString() : 'Never';
    cells[6].textContent = user.otpauthRequired ? 'Required' : 'Not required';
    cells[7].textContent = user.support ? 'Yes' : 'No';
  });
  requestAnimationFrame(() => setTimeout(() => window.__drawn && window.__drawn()));
}
document.querySelector('input').addEventListener('input', () => {
  clearTimeout(timer);
  timer = setTimeout(async () => {
    const response = await fetch('${FLOOR_PATH}/answer?n=' + answer++);
    draw((await response.json()).data);
  }, 300);
});
</script></html>`;

/** Keeps the body of each users list the page receives (the API's answers to the searches), in order. */
export function recordUserListAnswers(): { answers: string[]; onResponse: (response: Response) => Promise<void> } {
  const answers: string[] = [];
  return {
    answers,
    onResponse: async (response) => {
      if (response.request().method() !== 'GET' || !(response.headers()['content-type'] ?? '').includes('json')) return;
      const text = await response.text().catch(() => '');
      if (text.includes('"emailAddress"') && text.includes('"memberships"')) answers.push(text);
    },
  };
}

/**
 * The same measure as the users search, for the search alone: one keystroke in the bare page above to its drawn rows,
 * with the app's own answers served again byte for byte, in order. No framework, no store, no styles beyond a few
 * rules: what this machine needs for a debounced server search that draws 25 rows. Median of the answers given.
 */
export async function bareSearchKeystrokeMs(
  context: BrowserContext,
  origin: string,
  answers: readonly string[],
): Promise<number> {
  const page = await context.newPage();
  let next = 0;
  await page.route(`${origin}${FLOOR_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: BARE_SEARCH_PAGE }),
  );
  await page.route(`${origin}${FLOOR_PATH}/answer?**`, (route) =>
    route.fulfill({ contentType: 'application/json', body: answers[next++ % answers.length] }),
  );
  await page.goto(`${origin}${FLOOR_PATH}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.focus();
  const arm = () =>
    page.evaluate(
      (name) =>
        Object.assign(window, { [name]: new Promise<void>((resolve) => Object.assign(window, { __drawn: resolve })) }),
      ARMED,
    );
  // A first search, not measured: the page's code compiled and its rows created, as the app's are before its measure.
  await arm();
  await page.keyboard.press('a');
  await awaitArmed(cdp);
  return medianKeystrokeMs(page, cdp, answers.length, arm);
}
