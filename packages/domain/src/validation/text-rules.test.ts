import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkEmail,
  checkHexColour,
  checkHttpsUrl,
  checkSlug,
  checkPlainText,
  nameKey,
  checkMaxLength,
  checkMinLength,
  checkNameCharacters,
  checkRequired,
  checkUniqueName,
  checkUppercase,
} from './text-rules.ts';
import { validationMessage } from './validation-messages.ts';

const rule = (issue: { rule: string } | null) => issue?.rule ?? null;

describe('checkRequired', () => {
  it('refuses missing, blank and empty-list values', () => {
    for (const value of [undefined, null, '', '   ', []]) {
      expect(checkRequired(value)).toEqual({ rule: 'required', params: {} });
    }
  });

  it('accepts text, numbers (zero too), booleans and lists', () => {
    for (const value of ['a', 0, false, ['x']]) expect(checkRequired(value)).toBeNull();
  });
});

describe('optional text rules', () => {
  const rules = [
    checkEmail,
    checkHexColour,
    checkHttpsUrl,
    checkNameCharacters,
    checkUppercase,
    (v: string | null | undefined) => checkMinLength(v, 3),
    (v: string | null | undefined) => checkMaxLength(v, 3),
    (v: string | null | undefined) => checkUniqueName(v, ['', ' ']),
  ];
  it('let empty values pass, so only checkRequired makes a field mandatory', () => {
    for (const check of rules) {
      for (const value of [undefined, null, '', '  ']) expect(check(value)).toBeNull();
    }
  });
});

describe('checkEmail', () => {
  it('accepts addresses, ignoring surrounding spaces', () => {
    expect(checkEmail('manager@demo.test')).toBeNull();
    expect(checkEmail('  first.last+tag@sub.example.ca ')).toBeNull();
  });

  it.each(['manager', 'a@b', 'a b@example.com', '@example.com', 'a@@example.com'])(
    'refuses %s',
    (value) => expect(rule(checkEmail(value))).toBe('email'),
  );
});

describe('length rules', () => {
  it('count characters of the trimmed text, an accented letter or emoji once', () => {
    expect(checkMinLength('  ab  ', 3)).toEqual({ rule: 'minLength', params: { length: 3 } });
    expect(checkMinLength('éé😀', 3)).toBeNull();
    expect(checkMaxLength('😀😀😀', 3)).toBeNull();
    expect(checkMaxLength('abcd', 3)).toEqual({ rule: 'maxLength', params: { length: 3 } });
  });

  it('agree with the character count for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), fc.nat(20), (raw, limit) => {
        const text = raw.trim();
        fc.pre(text !== '');
        const length = [...text].length;
        expect(checkMaxLength(text, limit) === null).toBe(length <= limit);
        expect(checkMinLength(text, limit) === null).toBe(length >= limit);
      }),
    );
  });
});

describe('checkHexColour', () => {
  it.each(['#fff', '#FFF', '#1a2B3c'])('accepts %s', (value) => {
    expect(checkHexColour(value)).toBeNull();
  });
  it.each(['fff', '#ffff', '#12345g', '#1234567', 'red'])('refuses %s', (value) => {
    expect(rule(checkHexColour(value))).toBe('hexColour');
  });
});

describe('checkNameCharacters', () => {
  it.each(["Zoë O'Brien", 'Jean-François', 'Éloïse Côté', 'D’Arcy'])('accepts %s', (name) => {
    expect(checkNameCharacters(name)).toBeNull();
  });
  it.each(['Anne-', "O'", 'R2D2', 'Bob!', 'a_b'])('refuses %s', (name) => {
    expect(rule(checkNameCharacters(name))).toBe('nameCharacters');
  });
});

describe('checkUppercase', () => {
  it('accepts all uppercase text including digits and accents', () => {
    expect(checkUppercase('ÉCRASER 2')).toBeNull();
    expect(rule(checkUppercase('Overwrite'))).toBe('uppercase');
  });
});

describe('checkUniqueName', () => {
  it('refuses a name another entry uses, ignoring case and spaces but not accents', () => {
    const others = ['École Nord', 'Cote'];
    expect(rule(checkUniqueName(' école nord ', others))).toBe('uniqueName');
    expect(checkUniqueName('Côte', others)).toBeNull();
    expect(checkUniqueName('École Sud', others)).toBeNull();
  });
});

describe('checkHttpsUrl', () => {
  it.each(['https://example.com', 'https://menu.example.ca/path?q=1'])('accepts %s', (url) => {
    expect(checkHttpsUrl(url)).toBeNull();
  });
  it.each([
    'http://example.com',
    'javascript:alert(1)',
    'https:example.com',
    'https://',
    'https://exa mple.com',
    'example.com',
  ])('refuses %s', (url) => {
    expect(rule(checkHttpsUrl(url))).toBe('httpsUrl');
  });
});

describe('checkSlug', () => {
  it.each(['bistro', 'main-street-2', '42'])('accepts %s', (slug) => {
    expect(checkSlug(slug)).toBeNull();
  });
  it.each(['Bistro', 'main street', '-bistro', 'bistro-', 'a--b', 'café', 'a/b'])(
    'refuses %s',
    (slug) => {
      expect(rule(checkSlug(slug))).toBe('slug');
    },
  );
});

describe('checkPlainText', () => {
  it.each([
    ['a null character', 'Pizza\u0000'],
    ['a line feed in one line', 'Soupe\ndu jour'],
    ['a tab in one line', 'Soupe\tdu jour'],
    ['DEL', 'Caf\u007Fé'],
    ['a C1 control', 'Café\u0085'],
    ['a right-to-left override', 'Menu\u202Etxt.exe'],
    ['a left-to-right embedding', '\u202AMenu'],
    ['a first-strong isolate', 'Menu\u2068x\u2069'],
  ])('refuses %s with the character it found', (_, text) => {
    const issue = checkPlainText(text);
    expect(rule(issue)).toBe('controlCharacter');
    expect(issue?.params.character).toMatch(/^U\+[0-9A-F]{4}$/);
  });

  it('names the character in both languages', () => {
    const issue = checkPlainText('Menu\u202Efdp.exe')!;
    expect(validationMessage(issue, 'en-CA')).toContain('U+202E');
    expect(validationMessage(issue, 'fr-CA')).toContain('U+202E');
  });

  it('lets tab and line breaks through in text that spans lines, nothing else', () => {
    expect(checkPlainText('Ligne 1\r\nLigne 2\tfin', { multiLine: true })).toBeNull();
    expect(rule(checkPlainText('Ligne\u000B', { multiLine: true }))).toBe('controlCharacter');
    expect(rule(checkPlainText('a\u202Eb', { multiLine: true }))).toBe('controlCharacter');
  });

  it('accepts letters of every script, emoji and joiners', () => {
    for (const text of ['Crème brûlée', 'שקשוקה', 'حمص', '👨‍👩‍👧 Family meal', '']) {
      expect(checkPlainText(text)).toBeNull();
    }
  });
});

describe('nameKey', () => {
  it('is the same for names that differ only by case, accents and surrounding spaces', () => {
    expect(nameKey(' Café Menus ')).toBe('cafe menus');
    expect(nameKey('CAFE MENUS')).toBe(nameKey('café menus'));
    expect(nameKey('Crème Brûlée Été')).toBe('creme brulee ete');
    expect(nameKey('Cafe Menus')).not.toBe(nameKey('Cafe Menu'));
  });
});
