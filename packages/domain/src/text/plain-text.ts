import { parseRichText, type RichElement } from './rich-text-tree.ts';

/** Text of the parsed markup with each line break and paragraph end as a new line. */
function linesOf(node: RichElement): string {
  let text = '';
  for (const child of node.children) {
    if (typeof child === 'string') text += child;
    else if (child.tag === 'br') text += '\n';
    else text += linesOf(child) + (child.tag === 'p' ? '\n' : '');
  }
  return text;
}

/**
 * The text of stored rich text for places that show no markup, such as a spreadsheet cell:
 * paragraphs and line breaks become line breaks, every tag goes (script-like tags with their
 * content), entities are decoded (`&amp;` → `&`), spaces at either end of each line and blank
 * lines at either end are dropped, and runs of blank lines become one. Null or empty gives ''.
 */
export function plainTextOfRichText(html: string | null | undefined): string {
  if (!html) return '';
  return linesOf(parseRichText(html))
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Plain text (e.g. a description from another system) as the catalogue's rich text: `&`, `<`
 * and `>` escaped so nothing in it reads as markup, blank lines between paragraphs (`<p>`) and
 * single line breaks as `<br />` (what the sanitiser writes). The inverse of `plainTextOfRichText`; blank text gives ''.
 */
export function richTextOfPlainText(text: string | null | undefined): string {
  const paragraphs = (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return paragraphs
    .map((paragraph) => {
      const escaped = paragraph.replace(/[&<>]/g, (char) => HTML_ESCAPES[char]!);
      return `<p>${escaped
        .split('\n')
        .map((line) => line.trim())
        .join('<br />')}</p>`;
    })
    .join('');
}
