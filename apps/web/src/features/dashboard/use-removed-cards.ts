import { useCallback, useState } from 'react';

/**
 * Which of a page's cards the user removed. The page stops laying them out (no empty grid cell)
 * and offers them back; leaving the page brings them back too.
 */
export function useRemovedCards<Id extends string>() {
  const [removed, setRemoved] = useState<ReadonlySet<Id>>(new Set());
  const isShown = useCallback((id: Id) => !removed.has(id), [removed]);
  const onRemove = useCallback((id: Id) => () => setRemoved((set) => new Set(set).add(id)), []);
  const showAll = useCallback(() => setRemoved(new Set()), []);
  return { count: removed.size, isShown, onRemove, showAll };
}
