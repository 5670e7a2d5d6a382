import { useState } from 'react';

/** docs/product/entities-and-states.md#client-side-state: which package groups are open is kept in local storage under this key. */
export const OPEN_GROUPS_KEY = 'openPackageGroups';

function readOpenGroups(): string[] | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OPEN_GROUPS_KEY) ?? 'null');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : null;
  } catch {
    return null;
  }
}

/** Open group ids; before the first toggle every group starts open. */
export function useOpenGroups(allIds: string[]) {
  const [stored, setStored] = useState<string[] | null>(readOpenGroups);
  const open = stored ?? allIds;
  const setOpen = (next: string[]) => {
    setStored(next);
    localStorage.setItem(OPEN_GROUPS_KEY, JSON.stringify(next));
  };
  return [open, setOpen] as const;
}
