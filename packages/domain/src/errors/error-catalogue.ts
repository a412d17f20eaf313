/**
 * Every error the API can answer, with its HTTP status and its message in both languages.
 * The server throws `AppError(code, params)`; the web client shows the same messages for the
 * codes it raises itself (session expiry, network failure). Keys are the `code` field of the
 * error body `{ code, message, messages }`.
 */
export const errorCatalogue = {
  // Platform
  validation_failed: {
    status: 400,
    en: 'Some fields are not valid.',
    fr: 'Certains champs ne sont pas valides.',
  },
  bad_request: { status: 400, en: 'The request is not valid.', fr: "La requête n'est pas valide." },
  payload_too_large: {
    status: 413,
    en: 'The request is too large.',
    fr: 'La requête est trop volumineuse.',
  },
  not_found: { status: 404, en: 'Not found.', fr: 'Introuvable.' },
  conflict: {
    status: 409,
    en: 'This was changed by someone else. Reload and try again.',
    fr: "Cet élément a été modifié par quelqu'un d'autre. Rechargez et réessayez.",
  },
  rate_limited: {
    status: 429,
    en: 'Too many requests. Try again in a moment.',
    fr: 'Trop de requêtes. Réessayez dans un instant.',
  },
  internal_error: { status: 500, en: 'Internal server error.', fr: 'Erreur interne du serveur.' },
  // Session and tenancy
  session_timed_out: { status: 401, en: 'Session timed out.', fr: 'La session a expiré.' },
  tenant_not_recognized: {
    status: 403,
    en: 'Tenant not recognized.',
    fr: 'Établissement non reconnu.',
  },
  forbidden_role: {
    status: 403,
    en: 'You do not have permission to do this.',
    fr: "Vous n'avez pas la permission de faire ceci.",
  },
  feature_disabled: {
    status: 403,
    en: 'This feature is not enabled for this location.',
    fr: "Cette fonction n'est pas activée pour cet établissement.",
  },
  pin_required: {
    status: 403,
    en: 'Enter your PIN to continue.',
    fr: 'Entrez votre NIP pour continuer.',
  },
  // Sign-in
  invalid_credentials: {
    status: 401,
    en: 'Incorrect email or password.',
    fr: 'Courriel ou mot de passe incorrect.',
  },
  account_locked: {
    status: 429,
    en: 'Too many failed attempts. Try again in {minutes} minutes.',
    fr: 'Trop de tentatives échouées. Réessayez dans {minutes} minutes.',
  },
  no_locations: {
    status: 403,
    en: 'We are sorry, no locations are assigned to your account.',
    fr: "Nous sommes désolés, aucun établissement n'est associé à votre compte.",
  },
  invalid_reset_token: {
    status: 400,
    en: 'This password reset link is invalid or has expired.',
    fr: 'Ce lien de réinitialisation est invalide ou a expiré.',
  },
  sso_not_configured: {
    status: 404,
    en: 'No authentication found, try again later.',
    fr: 'Aucune authentification trouvée, réessayez plus tard.',
  },
  sso_failed: {
    status: 401,
    en: 'Login error, try again later.',
    fr: 'Erreur de connexion, réessayez plus tard.',
  },
  // PIN
  pin_missing: { status: 400, en: 'No PIN provided.', fr: 'Aucun NIP fourni.' },
  pin_invalid: {
    status: 400,
    en: 'Invalid PIN. Attempts remaining: {attempts}',
    fr: 'NIP invalide. Tentatives restantes : {attempts}',
  },
  pin_max_attempts: {
    status: 401,
    en: 'Max attempts reached. Logging out user',
    fr: "Nombre maximal de tentatives atteint. Déconnexion de l'utilisateur",
  },
  // Images and menus (part 1 §8)
  image_unreadable: {
    status: 400,
    en: 'Unable to load the image.',
    fr: "Impossible de charger l'image.",
  },
  image_too_large: {
    status: 413,
    en: 'The image must be 3 MB or less.',
    fr: "L'image doit faire 3 Mo ou moins.",
  },
  invalid_move_type: {
    status: 400,
    en: 'Moving invalid type of object.',
    fr: "Déplacement d'un type d'objet invalide.",
  },
  // Orders and events (part 2 §8)
  preauthorization_failed: {
    status: 500,
    en: 'Pre-authorization failed. Please use the invoice option.',
    fr: "La préautorisation a échoué. Veuillez utiliser l'option de facturation.",
  },
  order_before_scheduled_date: {
    status: 500,
    en: 'The order cannot be completed prior to the scheduled date.',
    fr: 'La commande ne peut pas être complétée avant la date prévue.',
  },
  deposit_exceeds_outstanding: {
    status: 500,
    en: 'The deposit amount request ({requestAmount}) exceeds the outstanding amount of {outstandingAmount}.',
    fr: 'La demande de dépôt ({requestAmount}) dépasse le montant impayé de {outstandingAmount}.',
  },
  credit_user_not_found: { status: 404, en: 'User not found.', fr: 'Utilisateur introuvable.' },
} as const satisfies Record<string, { status: number; en: string; fr: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** Numeric codes the spec names for some errors (part 2 §8); sent as `numeric_code` beside `code`. */
export const numericErrorCodes: Partial<Record<ErrorCode, number>> = {
  preauthorization_failed: 2305,
  order_before_scheduled_date: 2308,
  deposit_exceeds_outstanding: 2501,
  credit_user_not_found: 833,
};
