import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting', () => {
    const html = '<p>Fresh <b>bread</b>, <i>soup</i> <em>and</em> <strong>salad</strong><br></p>';
    expect(sanitizeRichText(html)).toBe(
      '<p>Fresh <b>bread</b>, <i>soup</i> <em>and</em> <strong>salad</strong><br /></p>',
    );
  });

  it('drops script tags with their content', () => {
    expect(sanitizeRichText('Hi<script>alert(1)</script>!')).toBe('Hi!');
    expect(sanitizeRichText('<p><script src="//evil.test/x.js"></script>Menu</p>')).toBe(
      '<p>Menu</p>',
    );
  });

  it('drops event handlers and every other attribute', () => {
    expect(sanitizeRichText('<img src=x onerror="alert(1)">Soup')).toBe('Soup');
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red" class="x">Soup</p>')).toBe(
      '<p>Soup</p>',
    );
    expect(sanitizeRichText('<b onmouseover=alert(1)>Bold</b>')).toBe('<b>Bold</b>');
  });

  it('drops links, javascript: URLs included, keeping their text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">Click</a>')).toBe('Click');
    expect(sanitizeRichText('<p><a href="https://example.com">Site</a></p>')).toBe('<p>Site</p>');
  });

  it('unwraps nested and disguised tags', () => {
    expect(sanitizeRichText('<div><p><span><b>Deep</b></span></p></div>')).toBe(
      '<p><b>Deep</b></p>',
    );
    expect(sanitizeRichText('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    expect(sanitizeRichText('<svg><g onload="alert(1)"></g></svg>Ok')).toBe('Ok');
    expect(sanitizeRichText('<iframe src="javascript:alert(1)"></iframe>Ok')).toBe('Ok');
  });

  it('drops the content of script-like, embedded, foreign and form-control elements', () => {
    const dropped = [
      'script',
      'style',
      'template',
      'iframe',
      'object',
      'noscript',
      'svg',
      'math',
      'head',
      'title',
      'textarea',
      'select',
      'option',
    ];
    for (const tag of dropped) {
      expect(sanitizeRichText(`<p>Soup<${tag}><b>hidden</b></${tag}> of the day</p>`)).toBe(
        '<p>Soup of the day</p>',
      );
    }
    expect(sanitizeRichText('Soup<embed src="x.swf"> of the day')).toBe('Soup of the day');
  });

  it('answers empty text when no visible text is left, as an emptied editor', () => {
    expect(sanitizeRichText('<p><br></p>')).toBe('');
    expect(sanitizeRichText('<p> </p><script>alert(1)</script>')).toBe('');
  });

  it('writes a paragraph inside a paragraph as its text, so a second cleaning keeps it', () => {
    const clean = sanitizeRichText('<p>Soup<span><p>of the day</p></span></p>');
    expect(clean).toBe('<p>Soupof the day</p>');
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('escapes text so it cannot form tags', () => {
    expect(sanitizeRichText('1 < 2 & "3" > 0')).toBe('1 &lt; 2 &amp; "3" &gt; 0');
  });

  it('cleans broken nesting into text that a second cleaning leaves alone', () => {
    const clean = sanitizeRichText('<p><A</p><p></p>');
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('answers empty text for nothing', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
  });

  it('never lets any tag other than the allowed ones, or any attribute, through', () => {
    const tag = fc.constantFrom(
      ...['b', 'i', 'p', 'br', 'a', 'img', 'script', 'div', 'span', 'svg', 'style', 'textarea'],
    );
    const attribute = fc.constantFrom('', ' onerror="x()"', ' href="javascript:x()"', ' style="a"');
    const fragment = fc
      .tuple(tag, attribute, fc.string({ maxLength: 8 }))
      .map(([name, attr, text]) => `<${name}${attr}>${text}</${name}>`);
    // Unclosed and stray tags too: broken markup must come out clean and stable as well.
    const loose = fc
      .tuple(tag, fc.boolean())
      .map(([name, end]) => (end ? `</${name}>` : `<${name}>`));
    fc.assert(
      fc.property(fc.array(fc.oneof(fragment, loose, fc.string()), { maxLength: 8 }), (parts) => {
        const clean = sanitizeRichText(parts.join(''));
        const tags = [...clean.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
        for (const [, name, rest] of tags) {
          expect(['b', 'i', 'em', 'strong', 'p', 'br']).toContain(name);
          expect(rest?.replace(/\s*\/$/, '')).toBe('');
        }
        expect(sanitizeRichText(clean)).toBe(clean);
      }),
    );
  });
});
