export { searchReducer, type SearchState } from './model/slice';
export { useTopBarSearch } from './hooks';
export { TopBarSearch } from './components/top-bar-search';
