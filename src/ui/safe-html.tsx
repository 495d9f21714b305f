import { Box, type BoxProps } from '@mui/material';
import DOMPurify from 'dompurify';

/**
 * Admin-authored HTML (terms of use, privacy statements) is untrusted. This is the one place in the app that renders
 * raw HTML, and it always does so through DOMPurify: scripts, styles (tags and attributes), forms and their controls,
 * frames and embedded objects, event handlers and `javascript:` addresses are removed; an image without `alt` gets an
 * empty one. Links keep their address only when it is an absolute `https:` or `mailto:` one (see `linkHook`).
 */
const FORBID_TAGS = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
];
const FORBID_ATTR = [
  // Colours an author set (style, and the colour attributes of old HTML) would not read on the dark scheme's surfaces.
  'style',
  'color',
  'bgcolor',
  'formaction',
  'action',
  'srcdoc',
  // `class` would take on the app's own styles (MUI's and emotion's class names are guessable) to fake part of the
  // page; `id` and `name` clobber globals (`window.x`, `document.x`) and collide with the app's own element ids;
  // `popover` lets a text cover the page above every dialog, from the top layer.
  'class',
  'id',
  'name',
  'popover',
  'popovertarget',
  'popovertargetaction',
];

/** The only link schemes an author may use: a web page over TLS, or an e-mail. */
const LINK_PROTOCOLS = new Set(['https:', 'mailto:']);

/**
 * The scheme of an absolute address, read as the browser would (the URL parser drops surrounding blanks, tabs and line
 * breaks), or null for a relative one. A relative address resolves against the portal itself, where a same-tab link to
 * `/jump-start?token=…` or any admin page acts with the reader's session: such links lose their address.
 */
function protocolOf(href: string): string | null {
  try {
    return new URL(href).protocol;
  } catch {
    return null;
  }
}

/**
 * Links (`a`, `area`): any `target` and `rel` the author wrote are replaced. An address that is not `https:` or
 * `mailto:` is removed, leaving the text. A web link opens in a new tab without a handle on this one (`noopener`) and
 * without telling the other site where the reader came from (`noreferrer`); an e-mail link has no target, since it opens
 * the mail program and a new tab would stay empty. Other elements lose any `target`.
 */
function linkHook(node: Element): void {
  const isLink = node.tagName === 'A' || node.tagName === 'AREA';
  node.removeAttribute('target');
  if (!isLink) return;
  node.removeAttribute('rel');
  const href = node.getAttribute('href');
  const protocol = href === null ? null : protocolOf(href);
  if (protocol === null || !LINK_PROTOCOLS.has(protocol)) {
    node.removeAttribute('href');
    return;
  }
  if (protocol === 'https:') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A DOMPurify instance of our own, so the hook below never changes anyone else's sanitising. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    // An image the author gave no text alternative is taken as decoration, so screen readers skip it rather than read its address.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    linkHook(node);
  });
  purifier = instance;
  return instance;
}

/**
 * Event-handler attributes in the markup's tags, renamed to data attributes (which DOMPurify drops) before anything
 * parses the markup. Chromium reports a Content Security Policy violation for every handler attribute it parses, even in
 * the inert document DOMPurify parses into, where nothing runs. A handler this misses (a `>` inside a quoted value before
 * it) is still removed by DOMPurify, with that report. Text between tags is left as it is.
 */
export function renameEventHandlers(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/([\s/"'])on(?=[a-z]+\s*=)/gi, '$1data-removed-on'));
}

/** The sanitised form of `html`, as SafeHtml renders it. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(renameEventHandlers(html), {
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}

export interface SafeHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** Untrusted HTML: sanitised on every render. */
  html: string;
}

/** Renders untrusted HTML after sanitising it (see above). */
export function SafeHtml({ html, ...props }: SafeHtmlProps) {
  return <Box {...props} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
