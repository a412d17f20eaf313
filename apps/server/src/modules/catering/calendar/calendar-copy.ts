import type { Locale } from '@app/domain';

/**
 * The words of the calendar feeds, in the language the feed is read in (the suite owner's, or the
 * one the staff member's link asks for): names of the feeds and the labels of the descriptions.
 */
export const calendarCopy = {
  'en-CA': {
    eventFeedName: (title: string, place: string) => `${title} — ${place}`,
    ownerFeedName: (owner: string, place: string) => `${owner} — ${place} suites`,
    ownerSummary: (suite: string, title: string) => `${suite} — ${title}`,
    eventType: 'Event type',
    suite: 'Suite',
    suites: 'Suites',
    noOwner: 'no owner',
    noSuites: 'No suites assigned yet.',
    projectedAttendance: 'Projected attendance',
    guaranteedGuests: 'Guaranteed guests',
    eventManager: 'Event manager',
    dietaryRestrictions: 'Dietary restrictions',
    specialRequirements: 'Special requirements',
    notes: 'Notes',
    cancelled: 'Cancelled',
    colon: ': ',
  },
  'fr-CA': {
    eventFeedName: (title: string, place: string) => `${title} — ${place}`,
    ownerFeedName: (owner: string, place: string) => `${owner} — loges de ${place}`,
    ownerSummary: (suite: string, title: string) => `${suite} — ${title}`,
    eventType: 'Type d’événement',
    suite: 'Loge',
    suites: 'Loges',
    noOwner: 'aucun propriétaire',
    noSuites: 'Aucune loge assignée pour l’instant.',
    projectedAttendance: 'Assistance prévue',
    guaranteedGuests: 'Invités garantis',
    eventManager: 'Responsable de l’événement',
    dietaryRestrictions: 'Restrictions alimentaires',
    specialRequirements: 'Exigences particulières',
    notes: 'Notes',
    cancelled: 'Annulée',
    // French sets a (no-break) space before the colon.
    colon: '\u00a0: ',
  },
} satisfies Record<Locale, unknown>;

export type CalendarCopy = (typeof calendarCopy)[Locale];
