import { describe, expect, it } from 'vitest';
import { plainTextOfRichText } from './plain-text.ts';

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

  it('gives empty text for nothing', () => {
    expect(plainTextOfRichText(null)).toBe('');
    expect(plainTextOfRichText('<p></p>')).toBe('');
  });
});
