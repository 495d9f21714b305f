import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { searchContextEntered, searchContextLeft, selectSearchQuery, type WithSearch } from './model/slice';

/** A page offers the top bar search while it is shown, and reads what is typed there. */
export function useTopBarSearch(id: string, placeholderKey: ParseKeys): string {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(searchContextEntered({ id, placeholderKey }));
    return () => {
      dispatch(searchContextLeft(id));
    };
  }, [dispatch, id, placeholderKey]);
  return useSelector((state: WithSearch) => selectSearchQuery(state));
}
