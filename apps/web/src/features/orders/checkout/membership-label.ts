/**
 * How the order screens name a membership: the member's name followed by the identifier in
 * parentheses ("Jane Doe (MSB-1001)"); the identifier alone while the name is unknown or empty.
 */
export function membershipLabel(membership: { identifier: string; name?: string | null }): string {
  const name = membership.name?.trim() ?? '';
  return name === '' ? membership.identifier : `${name} (${membership.identifier})`;
}
