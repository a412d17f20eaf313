/** The publication columns of a menu, section or item. */
export interface Publication {
  published: boolean;
  published_at: Date | null;
}

/**
 * What a save does to the publication (spec part 1 §4): `published: true` publishes, dating it
 * now unless it was already published (the first publication date is kept); `published: false`
 * makes a draft without a date; not sent changes nothing. A new object (`current` null) is a
 * draft unless published on creation.
 */
export function publicationChange(
  requested: boolean | undefined,
  current: Publication | null,
  now: Date = new Date(),
): Partial<Publication> {
  if (requested === undefined) {
    return current ? {} : { published: false, published_at: null };
  }
  if (!requested) return { published: false, published_at: null };
  if (current?.published && current.published_at) return { published: true };
  return { published: true, published_at: now };
}
