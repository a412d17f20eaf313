import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The text of stored rich text (spec part 1 §5: b, i, em, strong, p, br) for places that show
 * no markup, such as a spreadsheet cell: paragraphs and line breaks become line breaks, every
 * tag goes (script-like tags with their content), entities are decoded (`&amp;` → `&`), and
 * blank lines at either end are dropped. Null or empty gives ''.
 */
export function plainTextOfRichText(html: string | null | undefined): string {
  if (!html) return '';
  const marked = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p\s*>/gi, '\n');
  const bare = sanitizeHtml(marked, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title'],
  });
  return decodeEntities(bare)
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
