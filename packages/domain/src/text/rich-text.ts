import { parseRichText, textOf, type RichElement } from './rich-text-tree.ts';
export { RICH_TEXT_TAGS } from './rich-text-tree.ts';

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Writes the allowed elements back, built from the allow-list alone (never copied from the
 * input). A paragraph directly inside a paragraph is unwrapped: parsed again, `<p><p>` would
 * close the first one, so the output would not be a fixed point.
 */
function serialize(node: RichElement, parentTag: string | null): string {
  let html = '';
  for (const child of node.children) {
    if (typeof child === 'string') html += escapeText(child);
    else if (child.tag === 'br') html += '<br />';
    else if (child.tag === null || (child.tag === 'p' && parentTag === 'p'))
      html += serialize(child, parentTag);
    else html += `<${child.tag}>${serialize(child, child.tag)}</${child.tag}>`;
  }
  return html;
}

/**
 * Cleans rich text before it is stored or shown, on the server and in the browser alike: keeps
 * only b, i, em, strong, p and br, without attributes; every other tag is unwrapped (its text
 * stays), and the content of script-like elements (`DROPPED` in rich-text-tree.ts) goes with them. The output is
 * rebuilt from the allow-list with its text escaped, so it is well-formed HTML safe to insert
 * into a page, and cleaning it again changes nothing. Text with no visible characters left
 * (`<p><br></p>`, an emptied editor) gives '': no description.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const root = parseRichText(html);
  return textOf(root).trim() === '' ? '' : serialize(root, null);
}
