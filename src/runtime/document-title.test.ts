// @vitest-environment jsdom
import { composeDocumentTitle, followPageTitle, setDocumentCompany } from './document-title';

describe('the document title', () => {
  it('names the page, the company and the app, each once, in one line', () => {
    expect(composeDocumentTitle('Users', 'Acme Industrial', 'Device Portal')).toBe(
      'Users · Acme Industrial · Device Portal',
    );
    expect(composeDocumentTitle('  Pump station\n Düsseldorf 03 ', null, 'Device Portal')).toBe(
      'Pump station Düsseldorf 03 · Device Portal',
    );
    expect(composeDocumentTitle(undefined, undefined, 'Acme Portal')).toBe('Acme Portal');
    expect(composeDocumentTitle('Device Portal', null, 'Device Portal')).toBe('Device Portal');
  });

  it('follows the page’s h1 and the shell’s company as they change', async () => {
    const drawn = () => new Promise((resolve) => setTimeout(resolve, 0));
    document.body.innerHTML = '<main><h1>Users</h1></main>';
    const stop = followPageTitle('Device Portal');
    expect(document.title).toBe('Users · Device Portal');
    setDocumentCompany('Acme Industrial');
    expect(document.title).toBe('Users · Acme Industrial · Device Portal');
    const heading = document.querySelector('h1');
    if (heading) heading.textContent = 'Roles';
    await drawn();
    expect(document.title).toBe('Roles · Acme Industrial · Device Portal');
    stop();
    setDocumentCompany(null);
    document.body.innerHTML = '';
  });
});
