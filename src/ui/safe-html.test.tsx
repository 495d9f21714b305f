import { render } from '@testing-library/react';
import { renameEventHandlers, SafeHtml, sanitizeHtml } from './safe-html';

/** What must not survive sanitising, per payload (docs/SECURITY.md#untrusted-content: admin-written HTML). */
const HOSTILE: [string, string, RegExp][] = [
  ['a script element', '<p>ok</p><script>window.__pwned = 1</script>', /<script/i],
  ['an inline event handler', '<img src="x" onerror="alert(1)">', /onerror/i],
  ['an unquoted event handler', '<img src=x onerror=alert(1)>', /onerror|alert/i],
  ['a handler on any element', '<p onclick="alert(1)" onmouseover="alert(2)">hi</p>', /onclick|onmouseover/i],
  ['a javascript: link', '<a href="javascript:alert(1)">x</a>', /javascript:/i],
  ['a mixed-case, entity-encoded javascript: link', '<a href="JaVa&#x53;cript:alert(1)">x</a>', /script:/i],
  ['a javascript: link with whitespace', '<a href=" javascript:alert(1)">x</a>', /javascript/i],
  ['a style element', '<style>body { display: none }</style><p>x</p>', /<style|display/i],
  ['a style attribute', '<p style="position:fixed;inset:0">x</p>', /style=|position/i],
  // Colours an author chose for a light page would not read in the dark scheme: the text takes the theme's.
  [
    'colour attributes of old HTML',
    '<font color="#000000">x</font><table bgcolor="#ffffff"><tr><td>y</td></tr></table>',
    /color=/i,
  ],
  [
    'a form with controls',
    '<form action="https://evil.test"><input name="password"><button>Go</button></form>',
    /<form|<input|<button|evil/i,
  ],
  ['a textarea and select', '<textarea>x</textarea><select><option>a</option></select>', /<textarea|<select|<option/i],
  ['an iframe', '<iframe src="https://evil.test"></iframe>', /<iframe|evil/i],
  ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', /<iframe|srcdoc|script/i],
  ['an object and embed', '<object data="x.swf"></object><embed src="x.swf">', /<object|<embed/i],
  ['an svg with a script', '<svg><script>alert(1)</script><circle onload="alert(1)"/></svg>', /<svg|script|onload/i],
  ['a base element', '<base href="https://evil.test/">', /<base|evil/i],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.test">', /<meta|refresh/i],
  ['a link element', '<link rel="stylesheet" href="https://evil.test/x.css">', /<link|evil/i],
  ['a data: document link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', /data:|script/i],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', /vbscript/i],
  ['a formaction', '<a formaction="javascript:alert(1)">x</a>', /formaction|javascript/i],
  ['broken markup smuggling a script', '<p><scr<script>ipt>alert(1)</scr</script>ipt></p>', /<script/i],
  ['a comment smuggling markup', '<!--<img src=x onerror=alert(1)>--><p>x</p>', /onerror/i],
  // The rest of the payload table (docs/SECURITY.md#untrusted-content).
  ['a frameset and frame', '<frameset><frame src="https://evil.test"></frameset><p>x</p>', /<frame|evil/i],
  ['a javascript: image source', '<img src="javascript:alert(1)">', /javascript/i],
  ['a javascript: iframe source', '<iframe src="javascript:alert(1)"></iframe>', /<iframe|javascript/i],
  [
    'an svg link with xlink:href',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    /<svg|xlink|javascript/i,
  ],
  [
    'an svg animate setting an href',
    '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>',
    /<svg|<animate|javascript/i,
  ],
  [
    'an svg use of a foreign document',
    '<svg><use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/></svg>',
    /<svg|<use|data:/i,
  ],
  ['a MathML link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', /<math|xlink|javascript/i],
  [
    'a MathML maction',
    '<math><maction actiontype="statusline" href="javascript:alert(1)">x</maction></math>',
    /<math|maction|javascript/i,
  ],
  ['a data: base64 link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', /data:/i],
  ['a data: image as a link', '<a href="data:image/svg+xml,<svg onload=alert(1)>">x</a>', /data:|onload/i],
  ['an area with a javascript: href', '<map><area href="javascript:alert(1)"></map>', /javascript/i],
  ['a javascript: link with a tab inside', '<a href="java\tscript:alert(1)">x</a>', /script:/i],
  ['an mXSS noscript title', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', /onerror|<noscript/i],
  ['an mXSS svg style', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', /onerror/i],
  ['an mXSS math mglyph style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', /onerror/i],
  [
    'an mXSS nested form',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    /onerror|<form/i,
  ],
  ['an mXSS template', '<template><img src=x onerror=alert(1)></template>', /onerror/i],
  ['a handler in upper case', '<IMG SRC=x ONERROR=alert(1)>', /onerror/i],
  ['a handler after a slash', '<img src="x"/onerror=alert(1)>', /onerror/i],
  ['a details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>', /ontoggle/i],
];

/** Nothing that can run, in the sanitised markup parsed again (mutation XSS lives in the second parse). */
function runnableLeftovers(html: string): string[] {
  const doc = new DOMParser().parseFromString(
    new DOMParser().parseFromString(html, 'text/html').body.innerHTML,
    'text/html',
  );
  const found: string[] = [];
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    if (
      /^(script|style|iframe|frame|frameset|object|embed|form|input|button|textarea|select|svg|math|base|meta|link|noscript)$/i.test(
        element.tagName,
      )
    )
      found.push(element.tagName);
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name) || attribute.name === 'style')
        found.push(`${element.tagName}[${attribute.name}]`);
      if (
        /href|src|action/i.test(attribute.name) &&
        /^\s*(javascript|vbscript|data):/i.test(attribute.value.replace(/\s/g, ''))
      )
        found.push(`${element.tagName}[${attribute.name}]`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it.each(HOSTILE)('removes %s', (_name, payload, forbidden) => {
    expect(sanitizeHtml(payload)).not.toMatch(forbidden);
    expect(runnableLeftovers(sanitizeHtml(payload))).toEqual([]);
  });

  it.each(['_self', '_parent', '_top', 'named-window', '', '_blank'])(
    'replaces target="%s" on a web link: a new tab, without opener or referrer',
    (target) => {
      expect(sanitizeHtml(`<a href="https://example.test" target="${target}">x</a>`)).toBe(
        '<a href="https://example.test" target="_blank" rel="noopener noreferrer">x</a>',
      );
    },
  );

  it.each([
    [
      'headings, paragraphs and lists',
      '<h2>Terms</h2><p>Read <strong>this</strong> <em>carefully</em>.</p><ul><li>One</li></ul><ol><li>Two</li></ol>',
    ],
    [
      'a mailto link (no target: it opens the mail program)',
      '<a href="mailto:legal@example.test">legal@example.test</a>',
    ],
    ['a table', '<table><tbody><tr><td>cell</td></tr></tbody></table>'],
  ])('keeps %s', (_name, html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('opens an https link in a new tab with rel="noopener noreferrer", replacing any rel it had', () => {
    expect(sanitizeHtml('<a href="https://example.test/terms">Full terms</a>')).toBe(
      '<a href="https://example.test/terms" target="_blank" rel="noopener noreferrer">Full terms</a>',
    );
    const out = sanitizeHtml('<a href="https://example.test" target="_blank" rel="opener">x</a>');
    const link = new DOMParser().parseFromString(out, 'text/html').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("gives a mailto link no target and no rel of the author's", () => {
    expect(sanitizeHtml('<a href="mailto:legal@example.test" target="_blank" rel="opener">mail</a>')).toBe(
      '<a href="mailto:legal@example.test">mail</a>',
    );
  });

  // The address goes, the text stays: a reader still sees what the author wrote.
  it.each([
    ['a same-tab relative link carrying a token', '/jump-start?token=abc123'],
    ['a relative path', 'users/u1'],
    ['a parent path', '../admin'],
    ['a protocol-relative address', '//evil.test/x'],
    ['a fragment', '#section'],
    ['a query only', '?token=abc'],
    ['plain http', 'http://example.test/terms'],
    ['plain http in capitals', 'HTTP://EXAMPLE.TEST'],
    ['http with blanks and a tab', ' \thttp://example.test '],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a line break in the scheme', 'java\nscript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['ftp:', 'ftp://files.example.test/a'],
    ['tel:', 'tel:+31201234567'],
    ['file:', 'file:///etc/passwd'],
    ['blob:', 'blob:https://example.test/1'],
    ['an unknown scheme', 'portal-app://open'],
    ['an https look-alike without a colon', 'https//example.test'],
    ['an empty address', ''],
  ])('drops the address of %s, and any target or rel', (_name, href) => {
    const out = sanitizeHtml(`<a href="${href}" target="_blank" rel="opener">read</a>`);
    expect(out).toBe('<a>read</a>');
  });

  it('drops the address of an image map area that is not https or mailto, and opens one that is in a new tab', () => {
    const doc = new DOMParser().parseFromString(
      sanitizeHtml(
        '<map><area href="/jump-start?token=x" alt="a"><area href="https://example.test" target="_self" alt="b"></map>',
      ),
      'text/html',
    );
    const [relative, web] = Array.from(doc.querySelectorAll('area'));
    expect(relative?.hasAttribute('href')).toBe(false);
    expect([web?.getAttribute('href'), web?.getAttribute('target'), web?.getAttribute('rel')]).toEqual([
      'https://example.test',
      '_blank',
      'noopener noreferrer',
    ]);
  });

  it('keeps https links whatever their case or surrounding blanks (as the browser reads them)', () => {
    const link = new DOMParser()
      .parseFromString(sanitizeHtml('<a href=" HTTPS://example.test/a ">x</a>'), 'text/html')
      .querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(new URL(link?.getAttribute('href') ?? '').href).toBe('https://example.test/a');
  });

  it.each([
    ['class', '<p class="MuiDialog-root MuiBackdrop-root">x</p>', '<p>x</p>'],
    ['id', '<p id="root">x</p>', '<p>x</p>'],
    [
      'name',
      '<img name="getElementById" src="https://example.test/a.png" alt="">',
      '<img src="https://example.test/a.png" alt="">',
    ],
    ['name on a link', '<a name="location">x</a>', '<a>x</a>'],
    ['popover', '<div popover="manual">cover the page</div>', '<div>cover the page</div>'],
    ['popover targets', '<div popovertarget="p" popovertargetaction="show">x</div>', '<div>x</div>'],
    ['all of them at once', '<h2 class="a" id="b" name="c" popover="">Terms</h2>', '<h2>Terms</h2>'],
  ])('drops %s', (_name, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('clobbers no global: an element named or identified like a document property stays anonymous', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(
      '<img name="cookie" src="https://example.test/a.png"><form name="body"></form><p id="defaultView">x</p>',
    );
    document.body.append(host);
    try {
      expect(typeof document.cookie).toBe('string');
      expect(host.querySelector('[name], [id]')).toBeNull();
      expect('defaultView' in window).toBe(false);
    } finally {
      host.remove();
    }
  });

  it('gives an image without a text alternative an empty one, and keeps one it has', () => {
    expect(sanitizeHtml('<img src="https://example.test/a.png">')).toBe(
      '<img src="https://example.test/a.png" alt="">',
    );
    expect(sanitizeHtml('<img src="https://example.test/a.png" alt="Plant">')).toBe(
      '<img src="https://example.test/a.png" alt="Plant">',
    );
  });

  it('drops a target on anything but a link', () => {
    expect(sanitizeHtml('<p target="_blank">x</p>')).toBe('<p>x</p>');
  });

  it('keeps plain text as text', () => {
    expect(sanitizeHtml('5 < 6 & "quotes"')).toBe('5 &lt; 6 &amp; "quotes"');
  });
});

describe('renameEventHandlers (before any parsing)', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src=x data-removed-onerror=alert(1)>'],
    [
      '<p onclick="a()" ONMOUSEOVER=\'b()\'>x</p>',
      '<p data-removed-onclick="a()" data-removed-onMOUSEOVER=\'b()\'>x</p>',
    ],
    ['<svg/onload=alert(1)>', '<svg/data-removed-onload=alert(1)>'],
    ['<p a="1"onclick="x()">', '<p a="1"data-removed-onclick="x()">'],
  ])('renames the handlers in %s', (html, expected) => {
    expect(renameEventHandlers(html)).toBe(expected);
  });

  it('leaves text and other attributes alone', () => {
    const html =
      '<p data-one="1" title="x">Pay once = now; 3 < 4 onload = fine</p><a href="https://example.test/?online=1">online</a>';
    expect(renameEventHandlers(html)).toBe(html);
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised markup, and runs nothing', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = render(
      <SafeHtml
        html={
          '<p>Hello <b>world</b></p><img src=x onerror="window.alert(1)"><script>window.alert(2)</script><a href="javascript:window.alert(3)">go</a>'
        }
      />,
    );
    expect(container.querySelector('b')?.textContent).toBe('world');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    container.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(alert).not.toHaveBeenCalled();
  });

  it('renders hostile links and attributes harmless: no relative or http address, a new tab for https, no class, id, name or popover', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p class="MuiBackdrop-root" id="main" popover="auto">Read <a href="/jump-start?token=abc" class="MuiButton-root">here</a>, <a href="http://example.test" target="_self">there</a>, <a href="https://example.test/terms" target="_top" rel="opener" name="top">the terms</a> or <a href="mailto:legal@example.test">write</a>.</p>'
        }
      />,
    );
    const links = Array.from(container.querySelectorAll('a'));
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('target'),
        link.getAttribute('rel'),
      ]),
    ).toEqual([
      ['here', null, null, null],
      ['there', null, null, null],
      ['the terms', 'https://example.test/terms', '_blank', 'noopener noreferrer'],
      ['write', 'mailto:legal@example.test', null, null],
    ]);
    // Inside SafeHtml's own box (which carries MUI's class), nothing of the author's.
    expect(container.firstElementChild?.querySelector('[class], [id], [name], [popover]')).toBeNull();
  });

  it('sanitises again when the html changes', () => {
    const { container, rerender } = render(<SafeHtml html="<p>first</p>" />);
    rerender(<SafeHtml html={'<p onclick="alert(1)">second</p>'} />);
    expect(container.innerHTML).toContain('second');
    expect(container.innerHTML).not.toContain('onclick');
  });
});
