export * from './i18n/locale.ts';
export * from './errors/error-catalogue.ts';
export * from './errors/error-message.ts';
export * from './errors/error-messages-loader.ts';

export * from './roles/role-ranks.ts';
export * from './roles/event-access.ts';
export * from './roles/role-schemas.ts';

export * from './locations/location-config.ts';
export * from './locations/location-schemas.ts';
export * from './locations/pause-orders.ts';

export * from './access/screens.ts';
export * from './access/screen-access.ts';
export * from './access/navigation.ts';
export * from './settings/settings-tabs.ts';
export * from './settings/location-screens.ts';

export * from './validation/validation-messages.ts';
export * from './validation/text-rules.ts';
export * from './validation/number-rules.ts';
export * from './validation/zod-issues.ts';
export * from './validation/zod-fields.ts';
export * from './validation/json-query-params.ts';

export * from './text/decimal-text.ts';
export * from './text/rich-text.ts';
export * from './text/plain-text.ts';
export * from './text/csv-text.ts';
export * from './text/sorting.ts';
export * from './text/text-search.ts';

export * from './money/cents.ts';
export * from './money/money-format.ts';

export * from './dates/date-format.ts';
export * from './dates/date-parse.ts';
export * from './dates/days-of-week.ts';
export * from './dates/session-expiry.ts';

export * from './auth/auth-schemas.ts';
export * from './auth/id-token-claims.ts';
export * from './auth/sign-in-limits.ts';
export * from './locations/location-search.ts';

export * from './catalogue/index.ts';
export * from './orders/index.ts';
export * from './dates/zoned-time.ts';
export * from './dates/calendar-days.ts';
export * from './dates/icalendar.ts';
export * from './payments/card-rules.ts';
export * from './payments/card-hold-rules.ts';
export * from './payments/payment-processor.ts';
export * from './change-history/change-history-schemas.ts';
export * from './change-history/changed-values.ts';
export * from './change-history/entity-reference.ts';
export * from './jobs/job-run-schemas.ts';
export * from './settings/business.ts';
export * from './settings/promos.ts';
export * from './credits/index.ts';
export * from './settings/subsidies.ts';
export * from './settings/subsidy-codes.ts';
export * from './settings/announcements.ts';
export * from './settings/operations.ts';
export * from './settings/appearance.ts';
export * from './settings/fulfilment.ts';
export * from './memberships/membership-schemas.ts';
export * from './memberships/membership-import.ts';
export * from './catering/events.ts';
export * from './catering/event-form.ts';
export * from './catering/event-pre-order-status.ts';
export * from './team/index.ts';
export * from './catering/settings.ts';
export * from './catering/event-suites.ts';
export * from './catering/event-suite-orders.ts';
export * from './catering/pre-orders.ts';
export * from './catering/pre-order-page.ts';
export * from './catering/documents/index.ts';
export * from './catering/event-suite-status.ts';
export * from './catering/per-guest-items.ts';
export * from './catering/event-finalize.ts';
export * from './catering/calendar-feeds.ts';
