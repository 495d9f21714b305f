import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ParseKeys } from 'i18next';

export interface SearchContext {
  id: string;
  placeholderKey: ParseKeys;
}

export interface SearchState {
  /** The page that offers the top bar search; null hides the input. */
  context: SearchContext | null;
  query: string;
}

const initialState: SearchState = { context: null, query: '' };

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchContextEntered(state, action: PayloadAction<SearchContext>) {
      if (state.context?.id !== action.payload.id) state.query = '';
      state.context = action.payload;
    },
    searchContextLeft(state, action: PayloadAction<string>) {
      if (state.context?.id === action.payload) return initialState;
      return state;
    },
    searchQueryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
  },
});

export const { searchContextEntered, searchContextLeft, searchQueryChanged } = searchSlice.actions;
export const searchReducer = searchSlice.reducer;

export interface WithSearch {
  search: SearchState;
}

declare module '@/store/app-state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's part of the state
  interface AppState extends WithSearch {}
}
export const selectSearchContext = (state: WithSearch) => state.search.context;
export const selectSearchQuery = (state: WithSearch) => state.search.query;
