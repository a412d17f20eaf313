import { Parser } from 'htmlparser2';

/** The only tags rich text may keep (spec part 1 §5, "strict mode"); no attributes at all. */
export const RICH_TEXT_TAGS = ['b', 'i', 'em', 'strong', 'p', 'br'] as const;

const KEPT: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);

/**
 * Elements whose content is never text to keep: scripts and styles, embedded documents and
 * objects, foreign markup (SVG, MathML), the document head, and form controls' values.
 */
const DROPPED: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
]);

/** A parsed element: an allowed tag, or null for one that is unwrapped (its text stays). */
export interface RichElement {
  tag: string | null;
  children: RichNode[];
}
type RichNode = string | RichElement;

interface OpenElement {
  name: string;
  element: RichElement;
  dropped: boolean;
}

/**
 * Parses markup into the allowed elements and their text (entities decoded). Attributes,
 * comments and processing instructions are never read; a dropped element's content is lost.
 */
export function parseRichText(html: string): RichElement {
  const root: RichElement = { tag: null, children: [] };
  const open: OpenElement[] = [{ name: '', element: root, dropped: false }];
  const top = () => open[open.length - 1]!;
  const parser = new Parser({
    // Fired once a start tag is complete: a void element (br, img) is closed right after, and one
    // cut off by the end of the input is never opened.
    onopentag(name) {
      const parent = top();
      const element: RichElement = { tag: KEPT.has(name) ? name : null, children: [] };
      const dropped = parent.dropped || DROPPED.has(name);
      if (!dropped) parent.element.children.push(element);
      open.push({ name, element, dropped });
    },
    onclosetag(name) {
      // The parser closes elements innermost first, so a close names the innermost one.
      if (open.length > 1 && top().name === name) open.pop();
    },
    ontext(text) {
      const parent = top();
      if (parent.dropped) return;
      const children = parent.element.children;
      const last = children.length - 1;
      if (typeof children[last] === 'string') children[last] += text;
      else children.push(text);
    },
  });
  parser.write(html);
  parser.end();
  return root;
}

/** The text of the parsed markup, without any markup. */
export function textOf(node: RichElement): string {
  return node.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');
}
