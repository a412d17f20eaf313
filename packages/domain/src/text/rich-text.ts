import sanitizeHtml from 'sanitize-html';

/** The only tags rich text may keep (spec part 1 §5, "strict mode"); no attributes at all. */
export const RICH_TEXT_TAGS = ['b', 'i', 'em', 'strong', 'p', 'br'] as const;

const strict: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {},
  allowedSchemes: [],
  allowProtocolRelative: false,
  // Other tags are dropped but their text is kept; script, style and similar lose their content.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title'],
};

/**
 * Cleans rich text before it is stored or shown: keeps only b, i, em, strong, p and br without
 * attributes; every other tag is removed (its text stays, except for script-like tags), and
 * the result is well-formed HTML safe to insert into a page.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  // Broken markup (e.g. "<p><A</p><p>") can come out as nesting a second pass would
  // rearrange; cleaning until nothing changes makes stored text a fixed point.
  let clean = sanitizeHtml(html, strict);
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const again = sanitizeHtml(clean, strict);
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

const MAX_PASSES = 4;
