import { createContext, useContext } from 'react';
import type { Location } from '@app/domain';

/** The active location (tenant), provided by the shell once the locations are loaded. */
export const ActiveLocationContext = createContext<Location | null>(null);

export function useActiveLocation(): Location {
  const location = useContext(ActiveLocationContext);
  if (!location) throw new Error('useActiveLocation used outside the shell');
  return location;
}
