import type { Locale } from '../i18n/locale.ts';
import { allergenLabel, dietLabel, type Allergen, type Diet } from './catalogue-constants.ts';

export interface DescribableItem {
  ingredients?: readonly { name: string }[] | null;
  includes?: string | null;
  calories?: number | null;
  allergens?: readonly Allergen[] | null;
  diets?: readonly Diet[] | null;
  price_options?: readonly { name: string }[] | null;
}

const phrases = {
  'en-CA': {
    madeWith: (list: string) => `Made with ${list}.`,
    includes: (text: string) => `Includes ${text}.`,
    calories: (calories: number) => `${calories} Cal.`,
    contains: (list: string) => `Contains ${list}.`,
    suitable: (list: string) => `${list}.`,
    sizes: (list: string) => `Available as ${list}.`,
    and: 'and',
  },
  'fr-CA': {
    madeWith: (list: string) => `Préparé avec ${list}.`,
    includes: (text: string) => `Comprend ${text}.`,
    calories: (calories: number) => `${calories} Cal.`,
    contains: (list: string) => `Contient : ${list}.`,
    suitable: (list: string) => `${list}.`,
    sizes: (list: string) => `Offert en format ${list}.`,
    and: 'et',
  },
} as const;

function joinList(parts: readonly string[], and: string): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`;
}

/**
 * The description the item editor generates from the item's own data (spec part 1 §2 "auto-
 * generation of a description"), in one language: its ingredients, what it includes, its
 * calories, its allergens, its diets and its sizes. Empty text when the item has none of them.
 */
export function describeItem(item: DescribableItem, locale: Locale): string {
  const say = phrases[locale];
  const sentences: string[] = [];
  const ingredients = (item.ingredients ?? []).map((i) => i.name.trim()).filter(Boolean);
  if (ingredients.length > 0) sentences.push(say.madeWith(joinList(ingredients, say.and)));
  if (item.includes?.trim()) sentences.push(say.includes(item.includes.trim()));
  const sizes = (item.price_options ?? []).map((o) => o.name.trim()).filter(Boolean);
  if (sizes.length > 0) sentences.push(say.sizes(joinList(sizes, say.and)));
  if (typeof item.calories === 'number') sentences.push(say.calories(item.calories));
  const allergens = (item.allergens ?? []).map((a) => allergenLabel(a, locale).toLowerCase());
  if (allergens.length > 0) sentences.push(say.contains(joinList(allergens, say.and)));
  const diets = (item.diets ?? []).map((d) => dietLabel(d, locale));
  if (diets.length > 0) sentences.push(say.suitable(joinList(diets, say.and)));
  return sentences.join(' ');
}
