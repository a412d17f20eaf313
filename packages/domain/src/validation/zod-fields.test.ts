import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkNameCharacters, checkMaxLength } from './text-rules.ts';
import {
  zEmailAddress,
  zHexColour,
  zHttpsUrl,
  zInt32,
  zOptionalText,
  zRequiredText,
} from './zod-fields.ts';
import { refineWith, validationErrorMap, zodIssueMessage } from './zod-issues.ts';

const Form = z.object({
  name: zRequiredText({ maxLength: 5 }),
  email: zEmailAddress(),
  colour: zHexColour().optional(),
  website: zHttpsUrl().optional(),
  note: zOptionalText({ maxLength: 3 }).optional(),
});

function messages(result: z.ZodSafeParseResult<unknown>) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('zod fields with a per-parse error map', () => {
  it('give the shared messages in English', () => {
    const result = Form.safeParse(
      { email: 'nope', colour: 'red', website: 'http://x.ca', note: 'abcd' },
      { error: validationErrorMap('en-CA') },
    );
    expect(messages(result)).toEqual({
      name: 'This field is required.',
      email: "This email isn't valid.",
      colour: "This colour isn't valid. Use a hex code such as #1A2B3C.",
      website: 'Must be a secure URL starting with https://.',
      note: 'Must be 3 characters or fewer.',
    });
  });

  it('give the same messages in French', () => {
    const result = Form.safeParse(
      { name: '   ', email: '' },
      { error: validationErrorMap('fr-CA') },
    );
    expect(messages(result)).toEqual({
      name: 'Ce champ est requis.',
      email: 'Ce champ est requis.',
    });
  });

  it('trim text and accept empty optional values', () => {
    const result = Form.parse({ name: ' Zoë ', email: ' a@b.ca ', colour: '', website: '' });
    expect(result).toEqual({ name: 'Zoë', email: 'a@b.ca', colour: '', website: '' });
  });

  it('report a wrong type as invalid rather than required', () => {
    const result = Form.safeParse(
      { name: 5, email: 'a@b.ca' },
      { error: validationErrorMap('en-CA') },
    );
    expect(messages(result)).toEqual({ name: "This value isn't valid." });
  });
});

describe('zodIssueMessage on final issues (server side)', () => {
  it('localises rule issues and zod built-in issues', () => {
    const Schema = z.object({
      name: z.string().superRefine(refineWith(checkNameCharacters, (v) => checkMaxLength(v, 3))),
      count: z.int().min(1).max(15),
      price: z.number().gt(0),
      code: z.string().min(4),
      email: z.email(),
      tags: z.array(z.string()).min(1),
    });
    const result = Schema.safeParse({
      name: 'R2',
      count: 16,
      price: 0,
      code: 'ab',
      email: 'x',
      tags: [],
    });
    const fr = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), zodIssueMessage(i, 'fr-CA')]),
    );
    expect(fr).toEqual({
      name: 'Ce nom n’est pas valide.',
      count: 'doit être 15 ou moins',
      price: 'Doit être supérieur à zéro.',
      code: 'Doit contenir au moins 4 caractères.',
      email: 'Ce courriel n’est pas valide.',
      tags: 'Ce champ est requis.',
    });
  });

  it('reads issues rebuilt from a fastify validation error', () => {
    expect(
      zodIssueMessage(
        { code: 'custom', params: { rule: 'minValue', params: { min: 2 } } },
        'en-CA',
      ),
    ).toBe('must be 2 or higher');
    expect(zodIssueMessage({ code: 'custom', params: { rule: 'nope' } }, 'en-CA')).toBe(
      "This value isn't valid.",
    );
  });
});

describe('control characters in text fields', () => {
  const Texts = z.object({
    name: zRequiredText({ maxLength: 50 }),
    note: zOptionalText({ multiLine: true }).optional(),
    password: zRequiredText({ trim: false, anyCharacter: true }).optional(),
  });

  it('are refused in every single-line text field, with the same message in both languages', () => {
    const en = Texts.safeParse({ name: 'Menu\u202Eexe' }, { error: validationErrorMap('en-CA') });
    expect(messages(en).name).toBe(
      'Remove the invisible control character (U+202E): it may hide or reorder the text.',
    );
    const fr = Texts.safeParse({ name: 'Menu\u0007' }, { error: validationErrorMap('fr-CA') });
    expect(messages(fr).name).toBe(
      'Retirez le caractère de contrôle invisible (U+0007) : il peut masquer ou réordonner le texte.',
    );
  });

  it('let line breaks through where the text spans lines, and any character in a password', () => {
    const parsed = Texts.parse({ name: 'Menu', note: 'a\nb', password: 'p\u0007ss' });
    expect(parsed).toEqual({ name: 'Menu', note: 'a\nb', password: 'p\u0007ss' });
    expect(Texts.safeParse({ name: 'Menu\nTwo' }).success).toBe(false);
  });
});

describe('zInt32', () => {
  it('refuses a number beyond an int4 column instead of clamping it', () => {
    const result = z
      .object({ count: zInt32() })
      .safeParse({ count: 2 ** 63 }, { error: validationErrorMap('en-CA') });
    expect(messages(result)).toEqual({ count: 'must be 2147483647 or lower' });
    expect(zInt32().parse(2_147_483_647)).toBe(2_147_483_647);
    expect(zInt32().safeParse(-2_147_483_649).success).toBe(false);
  });
});
