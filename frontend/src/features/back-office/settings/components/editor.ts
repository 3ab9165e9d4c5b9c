import { useCallback, useEffect, useRef, useState } from 'react';

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
