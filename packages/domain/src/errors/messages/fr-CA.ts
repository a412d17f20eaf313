import type { ErrorMessages } from '../error-catalogue.ts';

/** The error catalogue's messages in French (the web downloads only the active language's). */
export const errorMessages = {
  // Platform
  validation_failed: 'Certains champs ne sont pas valides.',
  bad_request: 'La requête n’est pas valide.',
  payload_too_large: 'La requête est trop volumineuse.',
  not_found: 'Introuvable.',
  conflict: 'Cet élément a été modifié par quelqu’un d’autre. Rechargez et réessayez.',
  rate_limited: 'Trop de requêtes. Réessayez dans un instant.',
  internal_error: 'Erreur interne du serveur.',
  // Session and tenancy
  session_timed_out: 'La session a expiré.',
  tenant_not_recognized: 'Établissement non reconnu.',
  forbidden_role: 'Vous n’avez pas la permission de faire ceci.',
  forbidden_event_access: 'Votre niveau d’accès aux événements ne le permet pas.',
  feature_disabled: 'Cette fonction n’est pas activée pour cet établissement.',
  pin_required: 'Entrez votre NIP pour continuer.',
  // Sign-in
  invalid_credentials: 'Courriel ou mot de passe incorrect.',
  account_locked: 'Trop de tentatives échouées. Réessayez dans {minutes} {minutes:minute|minutes}.',
  no_locations: 'Nous sommes désolés, aucun établissement n’est associé à votre compte.',
  invalid_reset_token: 'Ce lien de réinitialisation est invalide ou a expiré.',
  sso_not_configured: 'Aucune authentification trouvée, réessayez plus tard.',
  sso_failed: 'Erreur de connexion, réessayez plus tard.',
  // PIN
  pin_missing: 'Aucun NIP fourni.',
  pin_invalid: 'NIP invalide. Tentatives restantes : {attempts}',
  pin_max_attempts: 'Nombre maximal de tentatives atteint. Déconnexion de l’utilisateur',
  // Images and menus (part 1 §8)
  image_unreadable: 'Impossible de charger l’image.',
  image_too_large: 'L’image doit faire 3 Mo ou moins.',
  invalid_move_type: 'Déplacement d’un type d’objet invalide.',
  reorder_mixed_parents: 'Ces objets n’appartiennent pas à la même liste.',
  reorder_repeated_id: 'Le même objet figure plus d’une fois.',
  // Orders and events (part 2 §8)
  preauthorization_failed:
    'La préautorisation a échoué. Veuillez utiliser l’option de facturation.',
  order_before_scheduled_date: 'La commande ne peut pas être complétée avant la date prévue.',
  deposit_exceeds_outstanding:
    'La demande de dépôt ({requestAmount}) dépasse le montant impayé de {outstandingAmount}.',
  credit_user_not_found:
    'Utilisateur introuvable : {address} n’a pas de compte client ici. Importez la liste des clients ou prenez d’abord une commande pour cette personne.',
  credit_school_year_required:
    'Définissez la date de fin d’année scolaire dans Paramètres › Opérations avant de donner des crédits dans cette école.',
  credit_email_locked:
    'Le courriel d’un crédit ne peut pas changer. Faites expirer ce crédit et donnez-en un à l’autre courriel.',
  credit_balance_negative:
    'Cette modification ferait passer le solde sous zéro : il reste {balance} au crédit.',
  // Order flow (part 2 §5, §8)
  order_payload_empty: 'La commande est illisible : elle est vide.',
  cart_empty: 'Aucun article n’a été ajouté à la commande',
  cart_required_selections: 'Veuillez remplir tous les champs obligatoires',
  cart_selection_limit: 'Vous ne pouvez avoir que {limit} sélections',
  cart_item_limit: 'Vous ne pouvez ajouter que {limit} articles à la commande',
  cart_meal_limit: 'Vous ne pouvez ajouter que {limit} repas à la commande',
  order_total_too_large:
    'Le total de cette commande est trop élevé. Divisez-la en plusieurs commandes.',
  item_unavailable: '{item} ne peut pas être commandé pour le moment.',
  menu_last_call:
    'Le dernier appel du menu {menu} est passé : les commandes cessent {minutes} {minutes:minute|minutes} avant la fermeture. {item} ne peut pas être commandé.',
  scheduling_unavailable: 'Cette heure de cueillette n’est pas disponible.',
  delivery_config_invalid: 'La livraison n’est pas configurée pour cet établissement.',
  delivery_address_too_far: 'Cette adresse est hors de la zone de livraison.',
  delivery_address_not_precise: 'Cette adresse n’est pas assez précise. Ajoutez le numéro civique.',
  delivery_address_not_selected: 'Sélectionnez l’adresse dans la liste.',
  delivery_address_invalid: 'Cette adresse n’est pas valide.',
  membership_not_found: 'Aucune adhésion n’a été trouvée pour ce type.',
  membership_expired: 'Cette adhésion a expiré le {date}.',
  promo_code_invalid: 'Ce code promotionnel n’est pas valide.',
  subsidy_code_invalid: 'Ce code de subvention n’est pas valide.',
  subsidy_daily_limit:
    'Cette subvention couvre {limit} repas par jour : il en reste {left} pour le {date}, et cette commande en compte {meals}. Retirez le code de subvention ou des repas.',
  membership_lookup_limited: 'Trop de recherches d’adhésion. Attendez une minute, puis réessayez.',
  membership_no_access: 'Ce code de membre ne donne pas accès à ce menu.',
  orders_paused: 'Les commandes sont en pause dans cet établissement.',
  order_remove_all_items:
    'Impossible de retirer tous les articles. Complétez la commande, puis demandez un remboursement complet.',
  bulk_date_required: 'Choisissez une date valide.',
  date_range_required: 'Choisissez une période valide.',
  bulk_confirmation_required: 'Cette action est irréversible. Tapez {word} pour confirmer.',
  orders_report_unavailable:
    'Le rapport des commandes est offert aux établissements de traiteur et de repas scolaires (K-12). Activez le traiteur ou K-12 pour cet établissement afin de l’utiliser.',
  orders_export_location_forbidden: 'Vous n’avez pas accès à l’un des établissements choisis.',
  membership_required: 'Ce menu est réservé aux membres. Entrez l’identifiant de membre du client.',
  membership_import_invalid:
    'Rien n’a été importé : {count} {count:ligne comporte|lignes comportent} des erreurs. Corrigez-les, puis importez le fichier de nouveau.',
  option_unknown: 'Une option de {item} n’est pas offerte avec cet article.',
  price_option_unknown: 'L’option de prix {option} de {item} n’existe pas.',
  open_item_price_missing: 'Entrez le prix de {item}.',
  scheduling_too_soon:
    'Ce menu demande un préavis de {minutes} {minutes:minute|minutes}. Choisissez une heure plus tardive.',
  scheduling_past_cutoff: 'Les commandes pour cette date ont fermé le {cutoff}.',
  scheduling_too_far:
    'Les commandes peuvent être passées au plus {days} {days:jour|jours} à l’avance.',
  scheduling_weekend: 'Les commandes ne peuvent pas être prévues la fin de semaine.',
  scheduling_closed: 'Le menu est fermé à cette heure.',
  scheduling_full: 'Cette heure est complète. Choisissez une autre heure.',
  minimum_order_amount: 'La commande minimale est de {amount}.',
  school_details_required: 'Entrez le nom de l’élève.',
  table_required: 'Entrez le numéro de table.',
  event_required: 'Choisissez l’événement de cette commande.',
  event_unknown: 'Cet événement est terminé ou n’existe plus. Choisissez un autre événement.',
  event_suite_unknown:
    'Cette loge n’est pas réservée pour l’événement. Choisissez l’une de ses loges.',
  event_package_not_offered:
    'Ce menu n’est pas un forfait de l’événement. Choisissez l’un de ses forfaits.',
  lane_reservation_invalid: 'Entrez l’allée, la date et une heure de début avant l’heure de fin.',
  lane_reservation_past:
    'Cette réservation est terminée. Choisissez une date ou une heure plus tardive.',
  payment_declined: 'La carte a été refusée.',
  card_token_invalid: 'Cette carte n’est plus au dossier. Entrez la carte de nouveau.',
  payment_not_capturable: 'Ce paiement ne peut pas être encaissé.',
  capture_exceeds_authorized: 'Le montant à encaisser dépasse le montant autorisé.',
  refund_exceeds_captured: 'Le remboursement dépasse ce qui reste à rembourser sur ce paiement.',
  idempotency_key_reused: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
  payment_processor_unavailable:
    'Le processeur de paiement est injoignable pour le moment. Rien n’a été enregistré : réessayez dans un instant.',
  payment_processor_refused:
    'Le processeur de paiement a refusé la requête de cet établissement ({reason}). Un gestionnaire vérifie la clé secrète Stripe de l’établissement.',
  request_in_progress: 'La même requête est encore en traitement. Réessayez dans un instant.',
  order_not_modifiable: 'Cette commande ne peut plus être modifiée.',
  payment_confirmation_required:
    'Cette commande est payée par centre de coûts ou bon de commande : confirmez que le paiement a été reçu pour la compléter.',
  complete_with_required:
    'Cette précommande a un solde : choisissez d’envoyer une facture ou de débiter la carte pour la compléter.',
  order_status_change_invalid:
    'Cette commande ne peut pas passer à ce statut depuis son statut actuel.',
  order_line_unknown: 'Cette commande n’a pas de ligne d’article {cartIndex}.',
  order_last_item:
    'Le dernier article d’une commande ne peut pas être retiré. Terminez la commande, puis demandez un remboursement complet.',
  refund_line_quantity: 'Il ne reste que {left} de {item} à rembourser.',
  refund_amount_zero: 'Il n’y a rien à rembourser pour ces articles.',
  order_amounts_private:
    'Ce que la famille paie pour cette commande est confidentiel (payez ce que vous pouvez) : seul un remboursement complet est possible.',
  refund_exceeds_refundable:
    'Le remboursement ({amount}) dépasse ce qui reste à rembourser sur cette commande ({refundable}).',
  refund_not_allowed: 'Cette commande ne peut pas être remboursée dans son statut actuel.',
  refund_request_pending:
    'Une demande de remboursement attend déjà une décision pour cette commande.',
  refund_failed:
    'Le processeur de paiement a refusé le remboursement ({reason}). Rien n’a été remboursé; la tentative reste dans l’historique financier de la commande.',
  deposit_exceeds_available:
    'La demande de dépôt ({requestAmount}) dépasse le montant encore disponible à demander ({availableAmount}) : les dépôts déjà demandés et les montants retenus sur la carte sont comptés.',
  deposit_not_allowed:
    'Un dépôt ne peut pas être demandé pour cette commande dans son statut actuel.',
  tip_not_offered: 'Les commandes scolaires ne prennent pas de pourboire. Retirez le pourboire.',
  menu_group_name_taken: 'Un autre groupe de menus de cet établissement s’appelle déjà « {name} ».',
  order_type_not_offered: 'Ce menu n’offre pas ce type de commande.',
  geocoder_unavailable:
    'Les suggestions d’adresses sont indisponibles pour le moment. Réessayez dans un instant.',
  // Events (part 2 §8)
  event_fire_failed: 'L’événement n’a pas pu être lancé.',
  event_already_fired: 'L’événement a déjà été lancé.',
  pre_order_email_already_sent:
    'Le courriel de précommande a déjà été envoyé il y a moins d’une heure.',
  in_use: 'Cet élément est utilisé et ne peut pas être supprimé.',
  event_has_orders:
    'Cet événement a {orders} {orders:commande|commandes} non {orders:annulée|annulées}. {orders:Annulez-la|Annulez-les} ou {orders:déplacez-la|déplacez-les} vers un autre événement d’abord; rien n’a été supprimé.',
  // Modifiers and menu groups (part 1 §7)
  invalid_sub_group:
    'Une option ne peut ouvrir qu’un autre groupe de suppléments de cet établissement.',
  duplicate_option_value: 'La même option figure plus d’une fois.',
  unknown_menus: 'Certains de ces menus n’existent pas dans cet établissement.',
  // Daily (rotational) menus (part 1 §7)
  unknown_items: 'Certains de ces articles n’existent pas dans cet établissement.',
  rotational_menu_taken: 'Ce menu est déjà prévu à cette date.',
  // Menu replication (part 1 §2, §5)
  replication_same_location:
    'Les menus ne peuvent pas être répliqués dans l’établissement d’où ils viennent.',
  replication_location_forbidden: 'Vous n’avez pas accès à l’un des établissements choisis.',
  replication_overwrite_unconfirmed:
    'Certains établissements choisis ont déjà un menu du même nom. Tapez le mot de confirmation pour l’écraser.',
  // Menu CSV import (part 1 §5, §7): what is wrong with the file as a whole
  csv_file_required: 'Choisissez un fichier CSV à importer.',
  csv_too_large: 'Le fichier doit faire {max} Mo ou moins. Divisez-le en plusieurs fichiers.',
  csv_too_many_rows: 'Le fichier a plus de {max} lignes. Divisez-le en plusieurs fichiers.',
  csv_is_workbook:
    'Ce fichier est un classeur Excel, pas un CSV. Dans Excel, choisissez Fichier › Enregistrer sous › CSV UTF-8, puis importez ce fichier.',
  csv_not_text: 'Ce fichier n’est pas un fichier texte CSV.',
  csv_encoding_invalid:
    'La ligne {line} n’est pas du texte UTF-8, alors que le fichier est marqué comme UTF-8. Enregistrez-le de nouveau en CSV UTF-8 et réessayez.',
  csv_empty: 'Le fichier n’a aucune ligne à importer sous son en-tête.',
  csv_columns_missing:
    'Des colonnes obligatoires manquent : {columns}. La première ligne doit nommer les colonnes.',
  csv_columns_repeated: 'Ces colonnes figurent plus d’une fois : {columns}.',
  csv_quote_not_closed:
    'La cellule entre guillemets qui commence à la ligne {line} n’est jamais fermée.',
  csv_quote_invalid:
    'La ligne {line} contient un guillemet isolé. Dans une cellule entre guillemets, écrivez un guillemet en double ("").',
  csv_malformed: 'La ligne {line} ne peut pas être lue comme du CSV.',
  // Background jobs
  job_not_found: 'Cette tâche est introuvable.',
  job_failed: 'La tâche s’est arrêtée en raison d’une erreur inattendue. Rien n’a été modifié.',
  job_lost:
    'La tâche s’est arrêtée parce que son serveur s’est arrêté. Rien n’a été modifié; relancez-la.',
  // Point-of-sale pull (part 1 §1, §4, §7): the pull runs as a job; these end it, unchanged
  pos_not_configured:
    'Cet établissement n’est pas encore relié à un point de vente. Demandez à un administrateur de configurer la connexion.',
  pos_unreachable:
    'Le point de vente est injoignable. Rien n’a été modifié; réessayez dans un instant.',
  pos_rejected:
    'Le point de vente a refusé la connexion. Vérifiez son jeton d’accès. Rien n’a été modifié.',
  pos_catalogue_invalid: 'Le point de vente a envoyé un catalogue illisible. Rien n’a été modifié.',
  pos_catalogue_empty:
    'Le point de vente n’a aucun article pour cet établissement. Vérifiez la connexion (son identifiant d’établissement). Rien n’a été modifié.',
  pos_currency_unsupported:
    'Le point de vente affiche ses prix en {currency}; seuls les dollars canadiens (CAD) sont pris en charge. Rien n’a été modifié.',
  // Team: staff accounts
  invalid_invitation_token:
    'Ce lien d’invitation est invalide, a expiré ou a déjà servi. Demandez à votre gestionnaire d’en envoyer un nouveau.',
  team_role_above_own: 'Vous ne pouvez pas donner un rôle supérieur au vôtre.',
  team_member_above_own:
    'Vous ne pouvez pas modifier un compte dont le rôle est supérieur au vôtre.',
  team_location_forbidden:
    'Vous ne pouvez donner accès qu’aux établissements auxquels vous avez accès.',
  team_self_change:
    'Vous ne pouvez pas désactiver votre propre compte ni changer votre propre rôle ou vos établissements.',
  team_email_taken:
    'Un compte utilise déjà ce courriel. Pour lui donner cet établissement, modifiez-le depuis l’un de ses établissements.',
  team_not_invited:
    'Seul un compte invité et non désactivé peut recevoir de nouveau son invitation.',
  // Subsidies (part 2 §3, §7)
  subsidy_in_use:
    'Cette subvention a encore {codes} codes actifs. Les familles qui les utilisent perdront la subvention à leur prochaine commande. Supprimez-la quand même pour continuer.',
  subsidy_codes_unavailable:
    'Les codes n’ont pas pu être générés. Rien n’a été modifié; réessayez.',
  event_suite_has_orders:
    'Cette loge a {orders} {orders:commande|commandes} non {orders:annulée|annulées} pour cet événement. {orders:Annulez-la|Annulez-les} avant de retirer la loge de l’événement.',
  // Documents d’événement (issue 15, point 7)
  beo_not_printed: 'Aucun BEO de cet événement n’a encore été imprimé ni exporté.',
  // Précommandes des loges (issue 15, point 4)
  pre_order_email_no_owner:
    'Cette loge n’a pas encore de propriétaire. Choisissez-le avant d’envoyer le courriel de précommande.',
  pre_order_email_no_address:
    'Le propriétaire de la loge n’a pas d’adresse courriel. Ajoutez-en une dans Propriétaires de loges avant d’envoyer le courriel de précommande.',
  pre_order_email_no_menus:
    'Cette loge n’a aucun menu de précommande. Choisissez ses menus avant d’envoyer le courriel de précommande.',
  pre_order_closed:
    'Les précommandes de cette loge sont fermées : l’événement a commencé ou la loge a été réglée.',
  pre_order_locked:
    'Les précommandes ont fermé le {date}. Communiquez avec l’établissement pour modifier la commande.',
  pre_order_link_invalid:
    'Ce lien de précommande a expiré ou n’est plus valide. Demandez-en un nouveau à l’établissement.',
  event_suite_finalized:
    'Cette loge a été finalisée : son nombre d’invités garanti et ses commandes ne changent plus.',
  // Event settings (part 2 §3, §7)
  suite_name_taken: 'Une autre loge de cet établissement s’appelle déjà « {name} ».',
  equipment_name_taken: 'Un autre équipement de cet établissement s’appelle déjà « {name} ».',
  event_type_name_taken:
    'Un autre type d’événement de cet établissement s’appelle déjà « {name} ».',
  suite_in_use:
    'La loge « {name} » est réservée pour {count} {count:événement|événements} : {uses}. Retirez-la de {count:cet événement|ces événements} avant de la supprimer. Rien n’a été supprimé.',
  equipment_in_use:
    'L’équipement « {name} » est prévu pour {count} {count:loge|loges} d’événement : {uses}. Retirez-le de {count:cette loge|ces loges} avant de le supprimer. Rien n’a été supprimé.',
  event_type_in_use:
    'Le type d’événement « {name} » est celui de {count} {count:événement|événements} : {uses}. Donnez un autre type à {count:cet événement|ces événements} avant de le supprimer. Rien n’a été supprimé.',
  suite_owner_in_use:
    '{name} détient {count} {count:loge|loges} d’événement : {uses}. Donnez un autre propriétaire à {count:cette loge|ces loges} avant de supprimer ce propriétaire. Rien n’a été supprimé.',
} as const satisfies ErrorMessages;
