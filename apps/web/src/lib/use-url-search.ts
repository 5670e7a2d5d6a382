import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a list's search reaches the URL. */
export const SEARCH_DELAY_MS = 400;

/**
 * The text box of a list's search filter: what is typed reaches the URL once typing pauses, and a change of the URL's
 * search that did not come from here (back, forward, a link) replaces the text. `clear` empties it without waiting,
 * for a button that clears every filter at once.
 */
export function useUrlSearch(search: string, onChange: (patch: { search: string }) => void) {
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);
  // The last search this box agreed with the URL: tells the user's typing from a back/forward change.
  const synced = useRef(search);

  useEffect(() => {
    if (search !== synced.current) {
      synced.current = search;
      setText(search);
    }
  }, [search]);

  useEffect(() => {
    if (debounced !== synced.current) {
      synced.current = debounced;
      onChange({ search: debounced });
    }
  }, [debounced, onChange]);

  const clear = () => {
    synced.current = '';
    setText('');
  };
  return { text, setText, clear };
}
