/**
 * Every error the API can answer: its code (the `code` field of the error body `{ code, message,
 * messages }`) and its HTTP status. The one list of codes: each language's messages
 * (`messages/en-CA.ts`, `messages/fr-CA.ts`) must give one for every code (type-checked and
 * tested), so that the web can download the active language's alone. The server throws
 * `AppError(code, params)`; the web client shows the same messages for the codes it raises itself
 * (session expiry, network failure).
 */
export const errorCatalogue = {
  // Platform
  validation_failed: 400,
  bad_request: 400,
  payload_too_large: 413,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  internal_error: 500,
  // Session and tenancy
  session_timed_out: 401,
  tenant_not_recognized: 403,
  forbidden_role: 403,
  forbidden_event_access: 403,
  feature_disabled: 403,
  pin_required: 403,
  // Sign-in
  invalid_credentials: 401,
  account_locked: 429,
  no_locations: 403,
  invalid_reset_token: 400,
  sso_not_configured: 404,
  sso_failed: 401,
  // PIN
  pin_missing: 400,
  pin_invalid: 400,
  pin_max_attempts: 401,
  // Images and menus (part 1 §8)
  image_unreadable: 400,
  image_too_large: 413,
  invalid_move_type: 400,
  reorder_mixed_parents: 400,
  reorder_repeated_id: 400,
  // Orders and events (part 2 §8)
  preauthorization_failed: 500,
  order_before_scheduled_date: 500,
  deposit_exceeds_outstanding: 500,
  credit_user_not_found: 404,
  credit_school_year_required: 409,
  credit_email_locked: 400,
  credit_balance_negative: 409,
  // Order flow (part 2 §5, §8)
  order_payload_empty: 400,
  cart_empty: 400,
  cart_required_selections: 400,
  cart_selection_limit: 400,
  cart_item_limit: 400,
  cart_meal_limit: 400,
  order_total_too_large: 400,
  item_unavailable: 400,
  menu_last_call: 400,
  scheduling_unavailable: 400,
  delivery_config_invalid: 400,
  delivery_address_too_far: 400,
  delivery_address_not_precise: 400,
  delivery_address_not_selected: 400,
  delivery_address_invalid: 400,
  membership_not_found: 404,
  membership_expired: 400,
  promo_code_invalid: 400,
  subsidy_code_invalid: 400,
  subsidy_daily_limit: 400,
  membership_lookup_limited: 429,
  membership_no_access: 403,
  orders_paused: 409,
  order_remove_all_items: 400,
  bulk_date_required: 400,
  date_range_required: 400,
  bulk_confirmation_required: 400,
  orders_report_unavailable: 403,
  orders_export_location_forbidden: 403,
  membership_required: 403,
  membership_import_invalid: 400,
  option_unknown: 400,
  price_option_unknown: 400,
  open_item_price_missing: 400,
  scheduling_too_soon: 400,
  scheduling_past_cutoff: 400,
  scheduling_too_far: 400,
  scheduling_weekend: 400,
  scheduling_closed: 400,
  scheduling_full: 409,
  minimum_order_amount: 400,
  school_details_required: 400,
  table_required: 400,
  event_required: 400,
  event_unknown: 400,
  event_suite_unknown: 400,
  event_package_not_offered: 400,
  lane_reservation_invalid: 400,
  lane_reservation_past: 400,
  payment_declined: 402,
  card_token_invalid: 400,
  payment_not_capturable: 409,
  capture_exceeds_authorized: 400,
  refund_exceeds_captured: 400,
  idempotency_key_reused: 422,
  payment_processor_unavailable: 503,
  payment_processor_refused: 502,
  request_in_progress: 409,
  order_not_modifiable: 409,
  order_status_change_invalid: 409,
  // Order money after submit (part 2 §4, §5; docs/decisions/order-money.md)
  order_line_unknown: 400,
  order_last_item: 409,
  refund_line_quantity: 400,
  refund_amount_zero: 400,
  order_amounts_private: 409,
  refund_exceeds_refundable: 409,
  refund_not_allowed: 409,
  refund_request_pending: 409,
  refund_failed: 402,
  deposit_exceeds_available: 409,
  deposit_not_allowed: 409,
  payment_confirmation_required: 409,
  complete_with_required: 400,
  tip_not_offered: 400,
  menu_group_name_taken: 409,
  order_type_not_offered: 400,
  geocoder_unavailable: 502,
  // Events (part 2 §8)
  event_fire_failed: 400,
  event_already_fired: 409,
  pre_order_email_already_sent: 409,
  in_use: 409,
  event_has_orders: 409,
  // Modifiers and menu groups (part 1 §7)
  invalid_sub_group: 400,
  duplicate_option_value: 400,
  unknown_menus: 400,
  // Daily (rotational) menus (part 1 §7)
  unknown_items: 400,
  rotational_menu_taken: 409,
  // Menu replication (part 1 §2, §5)
  replication_same_location: 400,
  replication_location_forbidden: 403,
  replication_overwrite_unconfirmed: 409,
  // Menu CSV import (part 1 §5, §7): what is wrong with the file as a whole
  csv_file_required: 400,
  csv_too_large: 413,
  csv_too_many_rows: 413,
  csv_is_workbook: 400,
  csv_not_text: 400,
  csv_encoding_invalid: 400,
  csv_empty: 400,
  csv_columns_missing: 400,
  csv_columns_repeated: 400,
  csv_quote_not_closed: 400,
  csv_quote_invalid: 400,
  csv_malformed: 400,
  // Background jobs
  job_not_found: 404,
  job_failed: 500,
  job_lost: 500,
  // Point-of-sale pull (part 1 §1, §4, §7): the pull runs as a job; these end it, unchanged
  pos_not_configured: 409,
  pos_unreachable: 502,
  pos_rejected: 502,
  pos_catalogue_invalid: 502,
  pos_catalogue_empty: 422,
  pos_currency_unsupported: 422,
  // Team: staff accounts (issue 14 item 5, docs/decisions/team.md)
  invalid_invitation_token: 400,
  team_role_above_own: 403,
  team_member_above_own: 403,
  team_location_forbidden: 403,
  team_self_change: 409,
  team_email_taken: 409,
  team_not_invited: 409,
  // Subsidies (part 2 §3, §7)
  subsidy_in_use: 409,
  subsidy_codes_unavailable: 503,
  // Event settings (part 2 §3, §7; docs/decisions/catering.md)
  suite_name_taken: 409,
  equipment_name_taken: 409,
  event_type_name_taken: 409,
  suite_in_use: 409,
  equipment_in_use: 409,
  event_type_in_use: 409,
  suite_owner_in_use: 409,
  // Event suites (part 2 §3, §7)
  event_suite_has_orders: 409,
  // Event documents (issue 15 item 7; docs/decisions/event-documents.md)
  beo_not_printed: 404,
  // Suite pre-orders (issue 15 item 4; docs/decisions/pre-orders.md)
  pre_order_email_no_owner: 409,
  pre_order_email_no_address: 409,
  pre_order_email_no_menus: 409,
  pre_order_closed: 409,
  pre_order_locked: 409,
  pre_order_link_invalid: 410,
  // Event day (issue 15 items 5, 6)
  event_suite_finalized: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorCatalogue;

/** One message for each error code, in one language; `{placeholders}` filled from the params. */
export type ErrorMessages = Readonly<Record<ErrorCode, string>>;

/** Numeric codes the spec names for some errors (part 2 §8); sent as `numeric_code` beside `code`. */
export const numericErrorCodes: Partial<Record<ErrorCode, number>> = {
  preauthorization_failed: 2305,
  order_before_scheduled_date: 2308,
  deposit_exceeds_outstanding: 2501,
  credit_user_not_found: 833,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code];
}
