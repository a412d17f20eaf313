import type { ErrorMessages } from '../error-catalogue.ts';

/** The error catalogue's messages in English (the web downloads only the active language's). */
export const errorMessages = {
  // Platform
  validation_failed: 'Some fields are not valid.',
  bad_request: 'The request is not valid.',
  payload_too_large: 'The request is too large.',
  not_found: 'Not found.',
  conflict: 'This was changed by someone else. Reload and try again.',
  rate_limited: 'Too many requests. Try again in a moment.',
  internal_error: 'Internal server error.',
  // Session and tenancy
  session_timed_out: 'Session timed out.',
  tenant_not_recognized: 'Tenant not recognized.',
  forbidden_role: 'You do not have permission to do this.',
  forbidden_event_access: 'Your event access level does not allow this.',
  feature_disabled: 'This feature is not enabled for this location.',
  pin_required: 'Enter your PIN to continue.',
  // Sign-in
  invalid_credentials: 'Incorrect email or password.',
  account_locked: 'Too many failed attempts. Try again in {minutes} {minutes:minute|minutes}.',
  no_locations: 'We are sorry, no locations are assigned to your account.',
  invalid_reset_token: 'This password reset link is invalid or has expired.',
  sso_not_configured: 'No authentication found, try again later.',
  sso_failed: 'Login error, try again later.',
  // PIN
  pin_missing: 'No PIN provided.',
  pin_invalid: 'Invalid PIN. Attempts remaining: {attempts}',
  pin_max_attempts: 'Max attempts reached. Logging out user',
  // Images and menus (part 1 §8)
  image_unreadable: 'Unable to load the image.',
  image_too_large: 'The image must be 3 MB or less.',
  invalid_move_type: 'Moving invalid type of object.',
  reorder_mixed_parents: 'These objects do not belong to the same list.',
  reorder_repeated_id: 'The same object is listed more than once.',
  // Orders and events (part 2 §8)
  preauthorization_failed: 'Pre-authorization failed. Please use the invoice option.',
  order_before_scheduled_date: 'The order cannot be completed prior to the scheduled date.',
  deposit_exceeds_outstanding:
    'The deposit amount request ({requestAmount}) exceeds the outstanding amount of {outstandingAmount}.',
  credit_user_not_found:
    'User not found: {address} has no customer account here. Import the customer list or take an order for them first.',
  credit_school_year_required:
    'Set the end-of-school-year date in Settings › Operations before giving credits at this school.',
  credit_email_locked:
    'The email of a credit cannot change. Expire this credit and give one to the other email.',
  credit_balance_negative:
    'This change would take the balance below zero: the credit has {balance} left.',
  // Order flow (part 2 §5, §8)
  order_payload_empty: 'The order could not be read: it is empty.',
  cart_empty: 'No items have been added to the order',
  cart_required_selections: 'Please select all required fields',
  cart_selection_limit: 'You can only have {limit} selections',
  cart_item_limit: 'You can only add {limit} items to the order',
  cart_meal_limit: 'You can only add {limit} meals to the order',
  order_total_too_large: 'The total of this order is too large. Split it into several orders.',
  item_unavailable: '{item} cannot be ordered right now.',
  menu_last_call:
    'Last call for {menu} has passed: orders stop {minutes} {minutes:minute|minutes} before closing. {item} cannot be ordered.',
  scheduling_unavailable: 'This pickup time is not available.',
  delivery_config_invalid: 'Delivery is not set up for this location.',
  delivery_address_too_far: 'This address is outside the delivery area.',
  delivery_address_not_precise: 'This address is not precise enough. Add the street number.',
  delivery_address_not_selected: 'Select the address from the list.',
  delivery_address_invalid: 'This address is not valid.',
  membership_not_found: 'No membership was found for this type.',
  membership_expired: 'This membership expired on {date}.',
  promo_code_invalid: 'This promo code is not valid.',
  subsidy_code_invalid: 'This subsidy code is not valid.',
  subsidy_daily_limit:
    'This subsidy covers {limit} meals a day: {left} left for {date}, and this order has {meals}. Remove the subsidy code or some meals.',
  membership_lookup_limited: 'Too many membership look-ups. Wait a minute, then try again.',
  membership_no_access: 'This membership code does not give access to this menu.',
  orders_paused: 'Ordering is paused at this location.',
  order_remove_all_items:
    'All items cannot be removed. Complete the order, then request a full refund.',
  bulk_date_required: 'Choose a valid date.',
  date_range_required: 'Choose a valid date range.',
  bulk_confirmation_required: 'This cannot be undone. Type {word} to confirm.',
  orders_report_unavailable:
    'The orders report is for catering and K-12 school locations. Turn on catering or K-12 for this location to use it.',
  orders_export_location_forbidden: 'You do not have access to one of the chosen locations.',
  membership_required: "This menu is for members only. Enter the guest's membership identifier.",
  membership_import_invalid:
    'Nothing was imported: {count} {count:line has|lines have} errors. Correct them, then import the file again.',
  option_unknown: 'An option of {item} is not offered with it.',
  price_option_unknown: 'The price option {option} of {item} does not exist.',
  open_item_price_missing: 'Enter the price of {item}.',
  scheduling_too_soon:
    'This menu needs {minutes} {minutes:minute|minutes} of notice. Choose a later time.',
  scheduling_past_cutoff: 'Orders for this date closed on {cutoff}.',
  scheduling_too_far: 'Orders can be placed at most {days} {days:day|days} ahead.',
  scheduling_weekend: 'Orders cannot be due on a weekend.',
  scheduling_closed: 'The menu is closed at this time.',
  scheduling_full: 'This time is fully booked. Choose another time.',
  minimum_order_amount: 'The minimum order is {amount}.',
  school_details_required: "Enter the student's name.",
  table_required: 'Enter the table number.',
  event_required: 'Choose the event of this order.',
  event_unknown: 'This event is over or no longer exists. Choose another event.',
  event_suite_unknown: 'This suite is not booked for the event. Choose one of its suites.',
  event_package_not_offered: 'This menu is not a package of the event. Choose one of its packages.',
  lane_reservation_invalid: 'Enter the lane, the date, and a start time before the end time.',
  lane_reservation_past: 'This reservation is over. Choose a later date or time.',
  payment_declined: 'The card was declined.',
  card_token_invalid: 'This card is no longer on file. Enter the card again.',
  payment_not_capturable: 'This payment cannot be captured.',
  capture_exceeds_authorized: 'The amount to capture is more than the authorized amount.',
  refund_exceeds_captured: 'The refund is more than what is left to refund on this payment.',
  idempotency_key_reused: 'This Idempotency-Key was already used for a different request.',
  payment_processor_unavailable:
    'The card processor cannot be reached right now. Nothing was recorded: try again in a moment.',
  payment_processor_refused:
    "The card processor refused this location's request ({reason}). A manager checks the location's Stripe secret key.",
  request_in_progress: 'The same request is still being processed. Try again in a moment.',
  order_not_modifiable: 'This order can no longer be changed.',
  payment_confirmation_required:
    'This order is paid by cost centre or purchase order: confirm that the payment was received to complete it.',
  complete_with_required:
    'This pre-order has a balance: choose to send an invoice or to charge the card to complete it.',
  order_status_change_invalid: 'This order cannot change to this status from its current one.',
  order_line_unknown: 'This order has no item line {cartIndex}.',
  order_last_item:
    'The last item of an order cannot be removed. Complete the order, then request a full refund.',
  refund_line_quantity: 'Only {left} of {item} can still be refunded.',
  refund_amount_zero: 'There is nothing to refund for these items.',
  order_amounts_private:
    'What the family pays for this order is private (pay what you can): only a refund in full is possible.',
  refund_exceeds_refundable:
    'The refund ({amount}) is more than what is left to refund on this order ({refundable}).',
  refund_not_allowed: 'This order cannot be refunded in its current status.',
  refund_request_pending: 'A refund request is already waiting for a decision on this order.',
  refund_failed:
    "The card processor refused the refund ({reason}). Nothing was given back; the attempt is kept in the order's money history.",
  deposit_exceeds_available:
    'The deposit amount request ({requestAmount}) exceeds the amount still available to request ({availableAmount}): deposits already requested and card holds are counted.',
  deposit_not_allowed: 'A deposit cannot be requested for this order in its current status.',
  tip_not_offered: 'School orders take no tip. Remove the tip.',
  menu_group_name_taken: 'Another menu group of this location is already named “{name}”.',
  order_type_not_offered: 'This menu does not offer this order type.',
  geocoder_unavailable: 'Address suggestions are unavailable right now. Try again in a moment.',
  // Events (part 2 §8)
  event_fire_failed: 'The event could not be fired.',
  event_already_fired: 'The event has already been fired.',
  pre_order_email_already_sent: 'The pre-order email was already sent less than an hour ago.',
  in_use: 'This is in use and cannot be deleted.',
  event_has_orders:
    'This event holds {orders} {orders:order|orders} that {orders:is|are} not cancelled. Cancel {orders:it|them} or move {orders:it|them} to another event first; nothing was deleted.',
  // Modifiers and menu groups (part 1 §7)
  invalid_sub_group: 'An option can only open another modifier group of this location.',
  duplicate_option_value: 'The same option is listed more than once.',
  unknown_menus: 'Some of these menus do not exist at this location.',
  // Daily (rotational) menus (part 1 §7)
  unknown_items: 'Some of these items do not exist at this location.',
  rotational_menu_taken: 'This menu is already planned on that date.',
  // Menu replication (part 1 §2, §5)
  replication_same_location: 'Menus cannot be replicated into the location they come from.',
  replication_location_forbidden: 'You do not have access to one of the chosen locations.',
  replication_overwrite_unconfirmed:
    'Some chosen locations already have a menu with the same name. Type the confirmation word to overwrite it.',
  // Menu CSV import (part 1 §5, §7): what is wrong with the file as a whole
  csv_file_required: 'Choose a CSV file to import.',
  csv_too_large: 'The file must be {max} MB or less. Split it into several files.',
  csv_too_many_rows: 'The file has more than {max} rows. Split it into several files.',
  csv_is_workbook:
    'This file is an Excel workbook, not CSV. In Excel, choose File › Save As › CSV UTF-8, then import that file.',
  csv_not_text: 'This file is not a CSV text file.',
  csv_encoding_invalid:
    'Line {line} is not UTF-8 text, though the file is marked as UTF-8. Save it again as CSV UTF-8 and try again.',
  csv_empty: 'The file has no rows to import under its header.',
  csv_columns_missing:
    'Required columns are missing: {columns}. The first row must name the columns.',
  csv_columns_repeated: 'These columns appear more than once: {columns}.',
  csv_quote_not_closed: 'The quoted cell that starts on line {line} is never closed.',
  csv_quote_invalid:
    'Line {line} has a stray quote. Inside a quoted cell, write a quote as two quotes ("").',
  csv_malformed: 'Line {line} could not be read as CSV.',
  // Background jobs
  job_not_found: 'This job was not found.',
  job_failed: 'The job stopped because of an unexpected error. Nothing was changed.',
  job_lost: 'The job stopped because its server stopped. Nothing was changed; start it again.',
  // Point-of-sale pull (part 1 §1, §4, §7): the pull runs as a job; these end it, unchanged
  pos_not_configured:
    'This location is not connected to a point of sale yet. Ask an administrator to set up the connection.',
  pos_unreachable:
    'The point of sale could not be reached. Nothing was changed; try again in a moment.',
  pos_rejected:
    'The point of sale refused the connection. Check its access token. Nothing was changed.',
  pos_catalogue_invalid:
    'The point of sale sent a catalogue that could not be read. Nothing was changed.',
  pos_catalogue_empty:
    'The point of sale has no items for this location. Check the connection (its location id). Nothing was changed.',
  pos_currency_unsupported:
    'The point of sale prices in {currency}; only Canadian dollars (CAD) are supported. Nothing was changed.',
  // Team: staff accounts
  invalid_invitation_token:
    'This invitation link is invalid, has expired or has already been used. Ask your manager to send a new one.',
  team_role_above_own: 'You cannot give a role above your own.',
  team_member_above_own: 'You cannot change an account whose role is above yours.',
  team_location_forbidden: 'You can only give access to locations you have access to.',
  team_self_change: 'You cannot deactivate your own account or change your own role or locations.',
  team_email_taken:
    'An account already uses this email. To give it this location, edit it from one of its locations.',
  team_not_invited:
    'Only an invited account that is not deactivated can be sent its invitation again.',
  // Subsidies (part 2 §3, §7)
  subsidy_in_use:
    'This subsidy still has {codes} active codes. Families using them lose the subsidy on their next order. Delete it anyway to go on.',
  subsidy_codes_unavailable: 'The codes could not be generated. Nothing was changed; try again.',
  event_suite_has_orders:
    'This suite has {orders} {orders:order|orders} on this event that {orders:is|are} not cancelled. Cancel {orders:it|them} before removing the suite from the event.',
  // Event documents (issue 15 item 7)
  beo_not_printed: 'No BEO of this event has been printed or exported yet.',
  // Suite pre-orders (issue 15 item 4)
  pre_order_email_no_owner:
    'This suite has no owner yet. Choose its owner before sending the pre-order email.',
  pre_order_email_no_address:
    'The suite owner has no email address. Add one under Suite owners before sending the pre-order email.',
  pre_order_email_no_menus:
    'This suite has no pre-order menu. Choose its menus before sending the pre-order email.',
  pre_order_closed:
    'Pre-orders for this suite are closed: the event has started or the suite was settled.',
  pre_order_locked: 'Pre-ordering closed on {date}. Contact the venue to change the order.',
  pre_order_link_invalid:
    'This pre-order link has expired or is no longer valid. Ask the venue for a new one.',
  event_suite_finalized:
    'This suite was finalized: its guaranteed guest count and its orders no longer change.',
  // Event settings (part 2 §3, §7)
  suite_name_taken: 'Another suite of this location is already named “{name}”.',
  equipment_name_taken: 'Other equipment of this location is already named “{name}”.',
  event_type_name_taken: 'Another event type of this location is already named “{name}”.',
  suite_in_use:
    'The suite “{name}” is booked for {count} {count:event|events}: {uses}. Remove it from {count:that event|those events} before deleting it. Nothing was deleted.',
  equipment_in_use:
    '“{name}” is planned for {count} event {count:suite|suites}: {uses}. Remove it from {count:that suite|those suites} before deleting it. Nothing was deleted.',
  event_type_in_use:
    'The event type “{name}” is the type of {count} {count:event|events}: {uses}. Give {count:that event|those events} another type before deleting it. Nothing was deleted.',
  suite_owner_in_use:
    '{name} holds {count} event {count:suite|suites}: {uses}. Give {count:that suite|those suites} another owner before deleting this owner. Nothing was deleted.',
} as const satisfies ErrorMessages;
