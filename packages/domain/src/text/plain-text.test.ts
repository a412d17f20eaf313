import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';
import { plainTextOfRichText, richTextOfPlainText } from './plain-text.ts';

describe('plainTextOfRichText', () => {
  it('turns paragraphs and line breaks into lines and drops the markup', () => {
    expect(
      plainTextOfRichText('<p>Fries, <strong>curds</strong></p><p>Gravy<br>on the side</p>'),
    ).toBe('Fries, curds\nGravy\non the side');
  });

  it('decodes entities and removes script-like content', () => {
    expect(plainTextOfRichText('Fish &amp; chips &lt;3 &#233;t&#xE9;<script>x</script>')).toBe(
      'Fish & chips <3 été',
    );
  });

  it('drops the content of the elements the sanitiser drops, keeping the text around them', () => {
    expect(
      plainTextOfRichText('<p>Soup<style>p{}</style><svg><text>x</text></svg> du jour</p>'),
    ).toBe('Soup du jour');
  });

  it('gives empty text for nothing', () => {
    expect(plainTextOfRichText(null)).toBe('');
    expect(plainTextOfRichText('<p></p>')).toBe('');
  });
});

describe('richTextOfPlainText', () => {
  it('escapes markup and turns blank lines into paragraphs and newlines into breaks', () => {
    const rich = richTextOfPlainText('Fish & chips <b>\r\nwith tartar\n\n  Served hot ');
    expect(rich).toBe('<p>Fish &amp; chips &lt;b&gt;<br />with tartar</p><p>Served hot</p>');
    // Already what the sanitiser keeps, and the inverse of plainTextOfRichText.
    expect(sanitizeRichText(rich)).toBe(rich);
    expect(plainTextOfRichText(rich)).toBe('Fish & chips <b>\nwith tartar\nServed hot');
    expect(richTextOfPlainText('  \n ')).toBe('');
    expect(richTextOfPlainText(null)).toBe('');
  });
});
