import { createContext, useContext, useSyncExternalStore } from 'react';
import type { TableState, TableStore } from './live-client.js';

export const StoreContext = createContext<TableStore | null>(null);

/** One slice of the table's state: the component re-renders only when that slice changes (by identity). */
export function useTable<T>(select: (s: TableState) => T): T {
  const store = useContext(StoreContext);
  if (store === null) throw new Error('useTable outside a table');
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}

/** How often each part rendered, for the render-counter test (an event must not re-render the page). */
export const renderCounts: Record<string, number> = {};
export function countRender(part: string): void {
  renderCounts[part] = (renderCounts[part] ?? 0) + 1;
}
