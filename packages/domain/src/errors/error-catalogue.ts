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
  bad_request: { status: 400, en: 'The request is not valid.', fr: 'La requête n’est pas valide.' },
  payload_too_large: {
    status: 413,
    en: 'The request is too large.',
    fr: 'La requête est trop volumineuse.',
  },
  not_found: { status: 404, en: 'Not found.', fr: 'Introuvable.' },
  conflict: {
    status: 409,
    en: 'This was changed by someone else. Reload and try again.',
    fr: 'Cet élément a été modifié par quelqu’un d’autre. Rechargez et réessayez.',
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
    fr: 'Vous n’avez pas la permission de faire ceci.',
  },
  feature_disabled: {
    status: 403,
    en: 'This feature is not enabled for this location.',
    fr: 'Cette fonction n’est pas activée pour cet établissement.',
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
    en: 'Too many failed attempts. Try again in {minutes} {minutes:minute|minutes}.',
    fr: 'Trop de tentatives échouées. Réessayez dans {minutes} {minutes:minute|minutes}.',
  },
  no_locations: {
    status: 403,
    en: 'We are sorry, no locations are assigned to your account.',
    fr: 'Nous sommes désolés, aucun établissement n’est associé à votre compte.',
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
    fr: 'Nombre maximal de tentatives atteint. Déconnexion de l’utilisateur',
  },
  // Images and menus (part 1 §8)
  image_unreadable: {
    status: 400,
    en: 'Unable to load the image.',
    fr: 'Impossible de charger l’image.',
  },
  image_too_large: {
    status: 413,
    en: 'The image must be 3 MB or less.',
    fr: 'L’image doit faire 3 Mo ou moins.',
  },
  invalid_move_type: {
    status: 400,
    en: 'Moving invalid type of object.',
    fr: 'Déplacement d’un type d’objet invalide.',
  },
  reorder_mixed_parents: {
    status: 400,
    en: 'These objects do not belong to the same list.',
    fr: 'Ces objets n’appartiennent pas à la même liste.',
  },
  reorder_repeated_id: {
    status: 400,
    en: 'The same object is listed more than once.',
    fr: 'Le même objet figure plus d’une fois.',
  },
  // Orders and events (part 2 §8)
  preauthorization_failed: {
    status: 500,
    en: 'Pre-authorization failed. Please use the invoice option.',
    fr: 'La préautorisation a échoué. Veuillez utiliser l’option de facturation.',
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
  // Order flow (part 2 §5, §8)
  order_payload_empty: {
    status: 400,
    en: 'The order could not be read: it is empty.',
    fr: 'La commande est illisible : elle est vide.',
  },
  cart_empty: {
    status: 400,
    en: 'No items have been added to the order',
    fr: 'Aucun article n’a été ajouté à la commande',
  },
  cart_required_selections: {
    status: 400,
    en: 'Please select all required fields',
    fr: 'Veuillez remplir tous les champs obligatoires',
  },
  cart_selection_limit: {
    status: 400,
    en: 'You can only have {limit} selections',
    fr: 'Vous ne pouvez avoir que {limit} sélections',
  },
  cart_item_limit: {
    status: 400,
    en: 'You can only add {limit} items to the order',
    fr: 'Vous ne pouvez ajouter que {limit} articles à la commande',
  },
  cart_meal_limit: {
    status: 400,
    en: 'You can only add {limit} meals to the order',
    fr: 'Vous ne pouvez ajouter que {limit} repas à la commande',
  },
  order_total_too_large: {
    status: 400,
    en: 'The total of this order is too large. Split it into several orders.',
    fr: 'Le total de cette commande est trop élevé. Divisez-la en plusieurs commandes.',
  },
  item_unavailable: {
    status: 400,
    en: '{item} cannot be ordered right now.',
    fr: '{item} ne peut pas être commandé pour le moment.',
  },
  menu_last_call: {
    status: 400,
    en: 'Last call for {menu} has passed: orders stop {minutes} {minutes:minute|minutes} before closing. {item} cannot be ordered.',
    fr: 'Le dernier appel du menu {menu} est passé : les commandes cessent {minutes} {minutes:minute|minutes} avant la fermeture. {item} ne peut pas être commandé.',
  },
  scheduling_unavailable: {
    status: 400,
    en: 'This pickup time is not available.',
    fr: 'Cette heure de cueillette n’est pas disponible.',
  },
  delivery_config_invalid: {
    status: 400,
    en: 'Delivery is not set up for this location.',
    fr: 'La livraison n’est pas configurée pour cet établissement.',
  },
  delivery_address_too_far: {
    status: 400,
    en: 'This address is outside the delivery area.',
    fr: 'Cette adresse est hors de la zone de livraison.',
  },
  delivery_address_not_precise: {
    status: 400,
    en: 'This address is not precise enough. Add the street number.',
    fr: 'Cette adresse n’est pas assez précise. Ajoutez le numéro civique.',
  },
  delivery_address_not_selected: {
    status: 400,
    en: 'Select the address from the list.',
    fr: 'Sélectionnez l’adresse dans la liste.',
  },
  delivery_address_invalid: {
    status: 400,
    en: 'This address is not valid.',
    fr: 'Cette adresse n’est pas valide.',
  },
  membership_not_found: {
    status: 404,
    en: 'No membership was found for this type.',
    fr: 'Aucune adhésion n’a été trouvée pour ce type.',
  },
  membership_expired: {
    status: 400,
    en: 'This membership expired on {date}.',
    fr: 'Cette adhésion a expiré le {date}.',
  },
  promo_code_invalid: {
    status: 400,
    en: 'This promo code is not valid.',
    fr: 'Ce code promotionnel n’est pas valide.',
  },
  subsidy_code_invalid: {
    status: 400,
    en: 'This subsidy code is not valid.',
    fr: 'Ce code de subvention n’est pas valide.',
  },
  subsidy_daily_limit: {
    status: 400,
    en: 'This subsidy covers {limit} meals a day: {left} left for {date}, and this order has {meals}. Remove the subsidy code or some meals.',
    fr: 'Cette subvention couvre {limit} repas par jour : il en reste {left} pour le {date}, et cette commande en compte {meals}. Retirez le code de subvention ou des repas.',
  },
  membership_lookup_limited: {
    status: 429,
    en: 'Too many membership look-ups. Wait a minute, then try again.',
    fr: 'Trop de recherches d’adhésion. Attendez une minute, puis réessayez.',
  },
  membership_no_access: {
    status: 403,
    en: 'This membership code does not give access to this menu.',
    fr: 'Ce code de membre ne donne pas accès à ce menu.',
  },
  orders_paused: {
    status: 409,
    en: 'Ordering is paused at this location.',
    fr: 'Les commandes sont en pause dans cet établissement.',
  },
  order_remove_all_items: {
    status: 400,
    en: 'All items cannot be removed. Complete the order, then request a full refund.',
    fr: 'Impossible de retirer tous les articles. Complétez la commande, puis demandez un remboursement complet.',
  },
  bulk_date_required: {
    status: 400,
    en: 'Choose a valid date.',
    fr: 'Choisissez une date valide.',
  },
  date_range_required: {
    status: 400,
    en: 'Choose a valid date range.',
    fr: 'Choisissez une période valide.',
  },
  membership_required: {
    status: 403,
    en: "This menu is for members only. Enter the guest's membership identifier.",
    fr: 'Ce menu est réservé aux membres. Entrez l’identifiant de membre du client.',
  },
  option_unknown: {
    status: 400,
    en: 'An option of {item} is not offered with it.',
    fr: 'Une option de {item} n’est pas offerte avec cet article.',
  },
  price_option_unknown: {
    status: 400,
    en: 'The price option {option} of {item} does not exist.',
    fr: 'L’option de prix {option} de {item} n’existe pas.',
  },
  open_item_price_missing: {
    status: 400,
    en: 'Enter the price of {item}.',
    fr: 'Entrez le prix de {item}.',
  },
  scheduling_too_soon: {
    status: 400,
    en: 'This menu needs {minutes} {minutes:minute|minutes} of notice. Choose a later time.',
    fr: 'Ce menu demande un préavis de {minutes} {minutes:minute|minutes}. Choisissez une heure plus tardive.',
  },
  scheduling_past_cutoff: {
    status: 400,
    en: 'Orders for this date closed on {cutoff}.',
    fr: 'Les commandes pour cette date ont fermé le {cutoff}.',
  },
  scheduling_too_far: {
    status: 400,
    en: 'Orders can be placed at most {days} {days:day|days} ahead.',
    fr: 'Les commandes peuvent être passées au plus {days} {days:jour|jours} à l’avance.',
  },
  scheduling_weekend: {
    status: 400,
    en: 'Orders cannot be due on a weekend.',
    fr: 'Les commandes ne peuvent pas être prévues la fin de semaine.',
  },
  scheduling_closed: {
    status: 400,
    en: 'The menu is closed at this time.',
    fr: 'Le menu est fermé à cette heure.',
  },
  scheduling_full: {
    status: 409,
    en: 'This time is fully booked. Choose another time.',
    fr: 'Cette heure est complète. Choisissez une autre heure.',
  },
  minimum_order_amount: {
    status: 400,
    en: 'The minimum order is {amount}.',
    fr: 'La commande minimale est de {amount}.',
  },
  school_details_required: {
    status: 400,
    en: "Enter the student's name.",
    fr: 'Entrez le nom de l’élève.',
  },
  table_required: {
    status: 400,
    en: 'Enter the table number.',
    fr: 'Entrez le numéro de table.',
  },
  event_required: {
    status: 400,
    en: 'Choose the event of this order.',
    fr: 'Choisissez l’événement de cette commande.',
  },
  event_unknown: {
    status: 400,
    en: 'This event is over or no longer exists. Choose another event.',
    fr: 'Cet événement est terminé ou n’existe plus. Choisissez un autre événement.',
  },
  event_suite_unknown: {
    status: 400,
    en: 'This suite is not booked for the event. Choose one of its suites.',
    fr: 'Cette loge n’est pas réservée pour l’événement. Choisissez l’une de ses loges.',
  },
  event_package_not_offered: {
    status: 400,
    en: 'This menu is not a package of the event. Choose one of its packages.',
    fr: 'Ce menu n’est pas un forfait de l’événement. Choisissez l’un de ses forfaits.',
  },
  lane_reservation_invalid: {
    status: 400,
    en: 'Enter the lane, the date, and a start time before the end time.',
    fr: 'Entrez l’allée, la date et une heure de début avant l’heure de fin.',
  },
  lane_reservation_past: {
    status: 400,
    en: 'This reservation is over. Choose a later date or time.',
    fr: 'Cette réservation est terminée. Choisissez une date ou une heure plus tardive.',
  },
  payment_declined: {
    status: 402,
    en: 'The card was declined.',
    fr: 'La carte a été refusée.',
  },
  card_token_invalid: {
    status: 400,
    en: 'This card is no longer on file. Enter the card again.',
    fr: 'Cette carte n’est plus au dossier. Entrez la carte de nouveau.',
  },
  payment_not_capturable: {
    status: 409,
    en: 'This payment cannot be captured.',
    fr: 'Ce paiement ne peut pas être encaissé.',
  },
  capture_exceeds_authorized: {
    status: 400,
    en: 'The amount to capture is more than the authorized amount.',
    fr: 'Le montant à encaisser dépasse le montant autorisé.',
  },
  refund_exceeds_captured: {
    status: 400,
    en: 'The refund is more than what is left to refund on this payment.',
    fr: 'Le remboursement dépasse ce qui reste à rembourser sur ce paiement.',
  },
  idempotency_key_reused: {
    status: 422,
    en: 'This Idempotency-Key was already used for a different request.',
    fr: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
  },
  request_in_progress: {
    status: 409,
    en: 'The same request is still being processed. Try again in a moment.',
    fr: 'La même requête est encore en traitement. Réessayez dans un instant.',
  },
  order_not_modifiable: {
    status: 409,
    en: 'This order can no longer be changed.',
    fr: 'Cette commande ne peut plus être modifiée.',
  },
  order_status_change_invalid: {
    status: 409,
    en: 'This order cannot change to this status from its current one.',
    fr: 'Cette commande ne peut pas passer à ce statut depuis son statut actuel.',
  },
  tip_not_offered: {
    status: 400,
    en: 'School orders take no tip. Remove the tip.',
    fr: 'Les commandes scolaires ne prennent pas de pourboire. Retirez le pourboire.',
  },
  menu_group_name_taken: {
    status: 409,
    en: 'Another menu group of this location is already named “{name}”.',
    fr: 'Un autre groupe de menus de cet établissement s’appelle déjà « {name} ».',
  },
  order_type_not_offered: {
    status: 400,
    en: 'This menu does not offer this order type.',
    fr: 'Ce menu n’offre pas ce type de commande.',
  },
  geocoder_unavailable: {
    status: 502,
    en: 'Address suggestions are unavailable right now. Try again in a moment.',
    fr: 'Les suggestions d’adresses sont indisponibles pour le moment. Réessayez dans un instant.',
  },
  // Events (part 2 §8)
  event_fire_failed: {
    status: 400,
    en: 'The event could not be fired.',
    fr: 'L’événement n’a pas pu être lancé.',
  },
  event_already_fired: {
    status: 409,
    en: 'The event has already been fired.',
    fr: 'L’événement a déjà été lancé.',
  },
  pre_order_email_already_sent: {
    status: 429,
    en: 'A pre-order email was already sent in the last hour.',
    fr: 'Un courriel de précommande a déjà été envoyé dans la dernière heure.',
  },
  in_use: {
    status: 409,
    en: 'This is in use and cannot be deleted.',
    fr: 'Cet élément est utilisé et ne peut pas être supprimé.',
  },
  // Modifiers and menu groups (part 1 §7)
  invalid_sub_group: {
    status: 400,
    en: 'An option can only open another modifier group of this location.',
    fr: 'Une option ne peut ouvrir qu’un autre groupe de suppléments de cet établissement.',
  },
  duplicate_option_value: {
    status: 400,
    en: 'The same option is listed more than once.',
    fr: 'La même option figure plus d’une fois.',
  },
  unknown_menus: {
    status: 400,
    en: 'Some of these menus do not exist at this location.',
    fr: 'Certains de ces menus n’existent pas dans cet établissement.',
  },
  // Daily (rotational) menus (part 1 §7)
  unknown_items: {
    status: 400,
    en: 'Some of these items do not exist at this location.',
    fr: 'Certains de ces articles n’existent pas dans cet établissement.',
  },
  rotational_menu_taken: {
    status: 409,
    en: 'This menu is already planned on that date.',
    fr: 'Ce menu est déjà prévu à cette date.',
  },
  // Menu replication (part 1 §2, §5)
  replication_same_location: {
    status: 400,
    en: 'Menus cannot be replicated into the location they come from.',
    fr: 'Les menus ne peuvent pas être répliqués dans l’établissement d’où ils viennent.',
  },
  replication_location_forbidden: {
    status: 403,
    en: 'You do not have access to one of the chosen locations.',
    fr: 'Vous n’avez pas accès à l’un des établissements choisis.',
  },
  replication_overwrite_unconfirmed: {
    status: 409,
    en: 'Some chosen locations already have a menu with the same name. Type the confirmation word to overwrite it.',
    fr: 'Certains établissements choisis ont déjà un menu du même nom. Tapez le mot de confirmation pour l’écraser.',
  },
  // Menu CSV import (part 1 §5, §7): what is wrong with the file as a whole
  csv_file_required: {
    status: 400,
    en: 'Choose a CSV file to import.',
    fr: 'Choisissez un fichier CSV à importer.',
  },
  csv_too_large: {
    status: 413,
    en: 'The file must be {max} MB or less. Split it into several files.',
    fr: 'Le fichier doit faire {max} Mo ou moins. Divisez-le en plusieurs fichiers.',
  },
  csv_too_many_rows: {
    status: 413,
    en: 'The file has more than {max} rows. Split it into several files.',
    fr: 'Le fichier a plus de {max} lignes. Divisez-le en plusieurs fichiers.',
  },
  csv_is_workbook: {
    status: 400,
    en: 'This file is an Excel workbook, not CSV. In Excel, choose File › Save As › CSV UTF-8, then import that file.',
    fr: 'Ce fichier est un classeur Excel, pas un CSV. Dans Excel, choisissez Fichier › Enregistrer sous › CSV UTF-8, puis importez ce fichier.',
  },
  csv_not_text: {
    status: 400,
    en: 'This file is not a CSV text file.',
    fr: 'Ce fichier n’est pas un fichier texte CSV.',
  },
  csv_encoding_invalid: {
    status: 400,
    en: 'Line {line} is not UTF-8 text. Save the file as CSV UTF-8 and try again.',
    fr: 'La ligne {line} n’est pas du texte UTF-8. Enregistrez le fichier en CSV UTF-8 et réessayez.',
  },
  csv_empty: {
    status: 400,
    en: 'The file has no rows to import under its header.',
    fr: 'Le fichier n’a aucune ligne à importer sous son en-tête.',
  },
  csv_columns_missing: {
    status: 400,
    en: 'Required columns are missing: {columns}. The first row must name the columns.',
    fr: 'Des colonnes obligatoires manquent : {columns}. La première ligne doit nommer les colonnes.',
  },
  csv_columns_repeated: {
    status: 400,
    en: 'These columns appear more than once: {columns}.',
    fr: 'Ces colonnes figurent plus d’une fois : {columns}.',
  },
  csv_quote_not_closed: {
    status: 400,
    en: 'The quoted cell that starts on line {line} is never closed.',
    fr: 'La cellule entre guillemets qui commence à la ligne {line} n’est jamais fermée.',
  },
  csv_quote_invalid: {
    status: 400,
    en: 'Line {line} has a stray quote. Inside a quoted cell, write a quote as two quotes ("").',
    fr: 'La ligne {line} contient un guillemet isolé. Dans une cellule entre guillemets, écrivez un guillemet en double ("").',
  },
  csv_malformed: {
    status: 400,
    en: 'Line {line} could not be read as CSV.',
    fr: 'La ligne {line} ne peut pas être lue comme du CSV.',
  },
  // Background jobs
  job_not_found: {
    status: 404,
    en: 'This job was not found.',
    fr: 'Cette tâche est introuvable.',
  },
  job_failed: {
    status: 500,
    en: 'The job stopped because of an unexpected error. Nothing was changed.',
    fr: 'La tâche s’est arrêtée en raison d’une erreur inattendue. Rien n’a été modifié.',
  },
  job_lost: {
    status: 500,
    en: 'The job stopped because its server stopped. Nothing was changed; start it again.',
    fr: 'La tâche s’est arrêtée parce que son serveur s’est arrêté. Rien n’a été modifié; relancez-la.',
  },
  // Point-of-sale pull (part 1 §1, §4, §7): the pull runs as a job; these end it, unchanged
  pos_not_configured: {
    status: 409,
    en: 'This location is not connected to a point of sale yet. Ask an administrator to set up the connection.',
    fr: 'Cet établissement n’est pas encore relié à un point de vente. Demandez à un administrateur de configurer la connexion.',
  },
  pos_unreachable: {
    status: 502,
    en: 'The point of sale could not be reached. Nothing was changed; try again in a moment.',
    fr: 'Le point de vente est injoignable. Rien n’a été modifié; réessayez dans un instant.',
  },
  pos_rejected: {
    status: 502,
    en: 'The point of sale refused the connection. Check its access token. Nothing was changed.',
    fr: 'Le point de vente a refusé la connexion. Vérifiez son jeton d’accès. Rien n’a été modifié.',
  },
  pos_catalogue_invalid: {
    status: 502,
    en: 'The point of sale sent a catalogue that could not be read. Nothing was changed.',
    fr: 'Le point de vente a envoyé un catalogue illisible. Rien n’a été modifié.',
  },
  pos_catalogue_empty: {
    status: 422,
    en: 'The point of sale has no items for this location. Check the connection (its location id). Nothing was changed.',
    fr: 'Le point de vente n’a aucun article pour cet établissement. Vérifiez la connexion (son identifiant d’établissement). Rien n’a été modifié.',
  },
  pos_currency_unsupported: {
    status: 422,
    en: 'The point of sale prices in {currency}; only Canadian dollars (CAD) are supported. Nothing was changed.',
    fr: 'Le point de vente affiche ses prix en {currency}; seuls les dollars canadiens (CAD) sont pris en charge. Rien n’a été modifié.',
  },
} as const satisfies Record<string, { status: number; en: string; fr: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** Numeric codes the spec names for some errors (part 2 §8); sent as `numeric_code` beside `code`. */
export const numericErrorCodes: Partial<Record<ErrorCode, number>> = {
  preauthorization_failed: 2305,
  order_before_scheduled_date: 2308,
  deposit_exceeds_outstanding: 2501,
  credit_user_not_found: 833,
};
