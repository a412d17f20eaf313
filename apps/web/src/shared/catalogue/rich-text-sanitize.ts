/** The formatting allowed in rich text (spec part 1 §5, strict mode). */
export const RICH_TEXT_TAGS = ['b', 'i', 'em', 'strong', 'p', 'br'];

const ALLOWED = new Set(RICH_TEXT_TAGS);
/** Elements whose content is never text to keep. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
]);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Rebuilds the markup from the allow-list alone: allowed tags without attributes, text escaped. */
function rebuild(node: Node): string {
  let html = '';
  node.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) {
      html += escapeText(child.textContent ?? '');
      return;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) return;
    const tag = (child as Element).tagName.toLowerCase();
    if (DROPPED.has(tag)) return;
    const inner = rebuild(child);
    if (!ALLOWED.has(tag)) html += inner;
    else if (tag === 'br') html += '<br>';
    else html += `<${tag}>${inner}</${tag}>`;
  });
  return html;
}

/**
 * Keeps only the allowed tags (their text stays, other tags are unwrapped, scripts and styles are
 * dropped) and no attributes. The markup is parsed inert (a `<template>` runs no script and loads
 * nothing) and the output is built from the allow-list alone, never copied, so nothing else can
 * pass. DOMPurify is not used here: under happy-dom (the web tests' DOM) it returns scripts
 * untouched and drops paragraphs, so the tests could not check what browsers would get.
 * Returns '' when no text is left (e.g. `<p><br></p>`): an emptied editor is "no description".
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const template = document.createElement('template');
  template.innerHTML = html;
  const clean = rebuild(template.content);
  return (template.content.textContent ?? '').trim() === '' ? '' : clean;
}
