import { useState } from 'react';

/**
 * A paged list's page number; `filtered(change)` applies a filter change and goes back to page 1,
 * because the old page may not exist in the narrower list.
 */
export function useListPage() {
  const [page, setPage] = useState(1);
  const filtered = (change: () => void) => {
    change();
    setPage(1);
  };
  return { page, setPage, filtered };
}
