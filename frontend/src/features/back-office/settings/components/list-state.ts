import { useCallback, useEffect, useRef, useState } from 'react';

/** Rows per page in every settings list. */
export const PAGE_SIZE = 10;

/**
 * Page, search term and filters of a list; a new search or filter starts again at page 1. Every
 * filter starts at "All" (the empty value).
 */
export function useListState<F extends Record<string, string>>(initialFilters: F) {
  const [page, setPage] = useState(1);
  const [term, setTerm] = useState('');
  const [filters, setFilters] = useState<F>(initialFilters);
  return {
    page,
    setPage,
    term,
    filters,
    search: (next: string) => {
      setTerm(next);
      setPage(1);
    },
    changeFilter: <K extends keyof F>(key: K, value: F[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
  };
}

/** When the last row of the last page goes (archived, deleted), show the page before it. */
export function useKeepPageInRange(
  page: number,
  total: number | undefined,
  setPage: (page: number) => void,
): void {
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
    if (page > last) setPage(last);
  }, [page, total, setPage]);
}

/**
 * Which record the editor of a tab has open. Closing it brings focus back to the tab's heading,
 * so keyboard users continue from the list rather than from the top of the page.
 */
export function useEditor<T>() {
  const [editing, setEditing] = useState<T>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (editing === undefined && returning.current) {
      returning.current = false;
      headingRef.current?.focus();
    }
  }, [editing]);
  const close = useCallback(() => {
    returning.current = true;
    setEditing(undefined);
  }, []);
  return { editing, open: setEditing, close, headingRef };
}
