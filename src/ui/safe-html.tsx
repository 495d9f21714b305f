import { Box, type BoxProps } from '@mui/material';
import DOMPurify from 'dompurify';

/**
 * Admin-authored HTML (terms of use, privacy statements) is untrusted. This is the one place in the app that renders
 * raw HTML, and it always does so through DOMPurify: scripts, styles (tags and attributes), forms and their controls,
 * frames and embedded objects, event handlers and `javascript:` addresses are removed; a link that opens a new tab
 * gets `rel="noopener noreferrer"`, any other target is dropped; an image without `alt` gets an empty one.
 */
const FORBID_TAGS = ['script', 'style', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'frameset', 'object', 'embed', 'svg', 'math'];
// Colours an author set (style, and the colour attributes of old HTML) would not read on the dark scheme's surfaces.
const FORBID_ATTR = ['style', 'color', 'bgcolor', 'formaction', 'action', 'srcdoc'];

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A DOMPurify instance of our own, so the link hook below never changes anyone else's sanitising. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    // An image the author gave no text alternative is taken as decoration, so screen readers skip it rather than read its address.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (!node.hasAttribute('target')) return;
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
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
    ADD_ATTR: ['target'],
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
