import { localStore } from '#lib/storage/browser-storage.ts';
import { MAX_RECENT_LOCATIONS } from '@app/domain';

/** Recent locations are remembered per user on this browser, most recent first. */
function storageKey(userId: string): string {
  return `app.recentLocations.${userId}`;
}

export function readRecentLocations(userId: string): number[] {
  const stored = localStore.getJson(storageKey(userId));
  return Array.isArray(stored)
    ? stored.filter((id): id is number => Number.isInteger(id)).slice(0, MAX_RECENT_LOCATIONS)
    : [];
}

/** Moves the locations to the front (last one first) and keeps the 5 most recent. */
export function rememberRecentLocations(userId: string, ...ids: number[]): number[] {
  let recent = readRecentLocations(userId);
  for (const id of ids) recent = [id, ...recent.filter((other) => other !== id)];
  recent = recent.slice(0, MAX_RECENT_LOCATIONS);
  localStore.setJson(storageKey(userId), recent);
  return recent;
}
