import type { Service } from '@pishkhan/contract';
import { useCallback, useState } from 'react';

/**
 * The services picked on the list for a bulk action (decision 099): rows, kept across the list's pages, or the whole
 * filter ('all'). The route remounts the list when its filters change, so a pick never outlives the filter it was made
 * under.
 */
export function useServiceSelection() {
  const [rows, setRows] = useState<ReadonlyMap<number, Service>>(new Map());
  const [wholeFilter, setWholeFilter] = useState(false);

  const pick = useCallback((service: Service, on: boolean) => {
    setRows((current) => {
      const next = new Map(current);
      if (on) next.set(service.id, service);
      else next.delete(service.id);
      return next;
    });
  }, []);
  const pickMany = useCallback((services: Service[], on: boolean) => {
    setRows((current) => {
      const next = new Map(current);
      for (const s of services) {
        if (on) next.set(s.id, s);
        else next.delete(s.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    setRows(new Map());
    setWholeFilter(false);
  }, []);

  return {
    /** For the table: the ids, or 'all'. */
    picked: wholeFilter ? ('all' as const) : new Set(rows.keys()),
    rows: [...rows.values()],
    count: wholeFilter ? null : rows.size,
    wholeFilter,
    pick,
    pickMany,
    pickWholeFilter: () => setWholeFilter(true),
    clear,
  };
}
