import { useCallback, useState } from 'react';
import { tabStore } from '#lib/storage/browser-storage.ts';

const NAV_EXPANDED_KEY = 'app.nav.expanded';

/** Mini (96 px) or expanded (285 px) navigation, remembered for the session (the tab). */
export function useNavExpanded(): [boolean, () => void] {
  const [expanded, setExpanded] = useState(() => tabStore.getString(NAV_EXPANDED_KEY) !== 'false');
  const toggle = useCallback(() => {
    setExpanded((current) => {
      tabStore.setString(NAV_EXPANDED_KEY, String(!current));
      return !current;
    });
  }, []);
  return [expanded, toggle];
}
