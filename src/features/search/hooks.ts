import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { searchContextEntered, searchContextLeft, selectSearchQuery } from './model/slice';

/** A page offers the top bar search while it is shown, and reads what is typed there. */
export function useTopBarSearch(id: string, placeholderKey: ParseKeys): string {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(searchContextEntered({ id, placeholderKey }));
    return () => {
      dispatch(searchContextLeft(id));
    };
  }, [dispatch, id, placeholderKey]);
  return useAppSelector(selectSearchQuery);
}
