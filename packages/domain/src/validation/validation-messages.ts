import { interpolate, type Locale } from '../i18n/locale.ts';

/**
 * The messages of the shared form rules (spec part 1 §5) in both languages. The quoted English
 * texts of the spec are kept word for word ("This field is required.", "must be {min} or
 * higher"...). `{placeholders}` are filled from the issue's params.
 */
export const validationMessages = {
  required: { en: 'This field is required.', fr: 'Ce champ est requis.' },
  email: { en: "This email isn't valid.", fr: 'Ce courriel n’est pas valide.' },
  minLength: {
    en: 'Must be at least {length} characters.',
    fr: 'Doit contenir au moins {length} caractères.',
  },
  maxLength: {
    en: 'Must be {length} characters or fewer.',
    fr: 'Doit contenir au plus {length} caractères.',
  },
  minValue: { en: 'must be {min} or higher', fr: 'doit être {min} ou plus' },
  maxValue: { en: 'must be {max} or lower', fr: 'doit être {max} ou moins' },
  numeric: { en: 'Must be a number.', fr: 'Doit être un nombre.' },
  maxDecimals: {
    en: 'Must have at most {decimals} decimals.',
    fr: 'Doit avoir au plus {decimals} décimales.',
  },
  priceNegative: {
    en: 'Price cannot be negative.',
    fr: 'Le prix ne peut pas être négatif.',
  },
  integer: { en: 'Must be a whole number.', fr: 'Doit être un nombre entier.' },
  higherThanZero: { en: 'Must be higher than zero.', fr: 'Doit être supérieur à zéro.' },
  greaterThan: { en: 'Must be greater than {other}.', fr: 'Doit être supérieur à {other}.' },
  differentFrom: { en: 'Must be different from {other}.', fr: 'Doit être différent de {other}.' },
  hexColour: {
    en: "This colour isn't valid. Use a hex code such as #1A2B3C.",
    fr: 'Cette couleur n’est pas valide. Utilisez un code hexadécimal comme #1A2B3C.',
  },
  nameCharacters: { en: "This name isn't valid.", fr: 'Ce nom n’est pas valide.' },
  controlCharacter: {
    en: 'Remove the invisible control character ({character}): it may hide or reorder the text.',
    fr: 'Retirez le caractère de contrôle invisible ({character}) : il peut masquer ou réordonner le texte.',
  },
  uppercase: { en: 'Must be all uppercase.', fr: 'Doit être entièrement en majuscules.' },
  uniqueName: { en: 'This name is already in use.', fr: 'Ce nom est déjà utilisé.' },
  slug: {
    en: 'Use lowercase letters, digits and hyphens only (for example main-street).',
    fr: 'Utilisez seulement des lettres minuscules, des chiffres et des traits d’union (par exemple rue-principale).',
  },
  httpsUrl: {
    en: 'Must be a secure URL starting with https://.',
    fr: 'Doit être une URL sécurisée commençant par https://.',
  },
  bothLanguages: {
    en: 'Enter this message in English and in French.',
    fr: 'Entrez ce message en anglais et en français.',
  },
  cardNumber: {
    en: "This card number isn't valid.",
    fr: 'Ce numéro de carte n’est pas valide.',
  },
  stripeSecretKey: {
    en: 'Enter a Stripe secret key: it starts with sk_live_, sk_test_, rk_live_ or rk_test_.',
    fr: 'Entrez une clé secrète Stripe : elle commence par sk_live_, sk_test_, rk_live_ ou rk_test_.',
  },
  stripeKeyRequired: {
    en: 'Enter the Stripe secret key of this location to charge cards through Stripe.',
    fr: 'Entrez la clé secrète Stripe de cet établissement pour débiter les cartes par Stripe.',
  },
  cardExpired: { en: 'This card has expired.', fr: 'Cette carte est expirée.' },
  cardCvc: {
    en: 'Enter the 3 or 4 digit security code.',
    fr: 'Entrez le code de sécurité de 3 ou 4 chiffres.',
  },
  invalid: { en: "This value isn't valid.", fr: 'Cette valeur n’est pas valide.' },
  futureTime: { en: 'Choose a time in the future.', fr: 'Choisissez un moment à venir.' },
  maxRangeDays: {
    en: 'The date range may cover at most {days} {days:day|days}.',
    fr: 'La période peut couvrir au plus {days} {days:jour|jours}.',
  },
  selectLocation: {
    en: 'Please select at least one location',
    fr: 'Veuillez sélectionner au moins un établissement',
  },
  selectMenu: {
    en: 'Please select at least one menu',
    fr: 'Veuillez sélectionner au moins un menu',
  },
  primaryLanguageOffered: {
    en: 'The primary language must be one of the menu languages.',
    fr: 'La langue principale doit faire partie des langues du menu.',
  },
  phone: {
    en: 'Enter the phone number as 999-999-9999.',
    fr: 'Entrez le numéro de téléphone sous la forme 999-999-9999.',
  },
  taxCode: {
    en: 'Use up to 12 capital letters, digits, hyphens or underscores.',
    fr: 'Utilisez au plus 12 lettres majuscules, chiffres, traits d’union ou soulignés.',
  },
  uniqueTaxRate: {
    en: 'This code already has a rate from this date.',
    fr: 'Ce code a déjà un taux à partir de cette date.',
  },
  defaultTaxRate: {
    en: 'On every date, at least one rate in force must be a default rate.',
    fr: 'À toute date, au moins un taux en vigueur doit être un taux par défaut.',
  },
  accessibleLocation: {
    en: 'Choose a location you have access to.',
    fr: 'Choisissez un établissement auquel vous avez accès.',
  },
  menuOfLocation: {
    en: 'Choose menus of the operational location.',
    fr: 'Choisissez des menus de l’établissement opérationnel.',
  },
  chargeValue: {
    en: 'Enter an amount ending in $ (such as 5$) or a percentage (such as 10).',
    fr: 'Entrez un montant terminé par $ (comme 5$) ou un pourcentage (comme 10).',
  },
  confirmWord: { en: 'Type CONFIRM to confirm.', fr: 'Tapez CONFIRMER pour confirmer.' },
  maxQuestions: {
    en: 'A location may ask at most {max} questions.',
    fr: 'Un établissement peut poser au plus {max} questions.',
  },
  pastDate: {
    en: 'Choose a date that has not passed.',
    fr: 'Choisissez une date qui n’est pas passée.',
  },
  afterSchoolYear: {
    en: 'Choose a date on or before the end of the school year ({date}).',
    fr: 'Choisissez une date au plus tard à la fin de l’année scolaire ({date}).',
  },
  csvLine: { en: 'Line {line}: {message}', fr: 'Ligne {line} : {message}' },
  schoolYearLocked: {
    en: 'The end-of-school-year date cannot change until it has passed.',
    fr: 'La date de fin d’année scolaire ne peut pas changer avant d’être passée.',
  },
  minOptions: {
    en: 'Give at least {count} different options.',
    fr: 'Donnez au moins {count} options différentes.',
  },
  noOptions: {
    en: 'This type of question takes no options.',
    fr: 'Ce type de question ne prend pas d’options.',
  },
  uniqueOption: { en: 'Each option must be different.', fr: 'Chaque option doit être différente.' },
  secondaryLanguageIncomplete: {
    en: 'Enter the French text of the question and of every option.',
    fr: 'Entrez le texte français de la question et de chaque option.',
  },
  requiredAndHidden: {
    en: 'A hidden field cannot be required.',
    fr: 'Un champ masqué ne peut pas être obligatoire.',
  },
  codePrefix: {
    en: 'Use letters and digits only.',
    fr: 'Utilisez seulement des lettres et des chiffres.',
  },
  pinDigits: {
    en: 'Use {min} to {max} digits.',
    fr: 'Utilisez de {min} à {max} chiffres.',
  },
  locationChoice: {
    en: "Choose from this location's list.",
    fr: 'Choisissez dans la liste de cet établissement.',
  },
  pinStaffOnly: {
    en: 'Only staff accounts have a PIN.',
    fr: 'Seuls les comptes du personnel ont un NIP.',
  },
  endAfterStart: {
    en: 'The end must be after the start.',
    fr: 'La fin doit être après le début.',
  },
  emailBeforeLock: {
    en: 'The pre-order email must go out before ordering locks: more days before the event than the order lock period ({days}).',
    fr: 'Le courriel de précommande doit partir avant le verrouillage des commandes : plus de jours avant l’événement que la période de verrouillage ({days}).',
  },
} as const satisfies Record<string, { en: string; fr: string }>;

export type ValidationRule = keyof typeof validationMessages;

/**
 * What a rule found wrong, without any text: the rule's name and the values its message needs.
 * Rules return it (or `null` when the value passes); `validationMessage` turns it into text.
 */
export interface ValidationIssue {
  rule: ValidationRule;
  params: Record<string, string | number>;
}

export function isValidationRule(value: unknown): value is ValidationRule {
  return typeof value === 'string' && Object.hasOwn(validationMessages, value);
}

export function validationIssue(
  rule: ValidationRule,
  params: Record<string, string | number> = {},
): ValidationIssue {
  return { rule, params };
}

/** The localised text of an issue, `{placeholders}` filled from its params. */
export function validationMessage(issue: ValidationIssue, locale: Locale): string {
  const entry = validationMessages[issue.rule];
  return interpolate(locale === 'fr-CA' ? entry.fr : entry.en, issue.params, locale);
}
