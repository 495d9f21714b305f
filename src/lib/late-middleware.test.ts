import { configureStore, createSlice, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { createLateMiddleware } from './late-middleware';

const counter = createSlice({
  name: 'counter',
  initialState: 0,
  reducers: { incremented: (state) => state + 1 },
});

function storeWithLateMiddleware() {
  const late = createLateMiddleware();
  const store = configureStore({
    reducer: { counter: counter.reducer },
    middleware: (getDefault) => getDefault().concat(late.middleware),
  });
  return { store, late };
}

describe('late middleware', () => {
  it('passes actions straight through until middleware is added', () => {
    const { store } = storeWithLateMiddleware();
    store.dispatch(counter.actions.incremented());
    expect(store.getState().counter).toBe(1);
  });

  it('runs added middleware, in the order added, with the store and the next dispatch', () => {
    const { store, late } = storeWithLateMiddleware();
    const seen: string[] = [];
    const recorder =
      (name: string): Middleware =>
      (api) =>
      (next) =>
      (action) => {
        seen.push(
          `${name} ${(action as UnknownAction).type} before=${String((api.getState() as { counter: number }).counter)}`,
        );
        return next(action);
      };
    store.dispatch(counter.actions.incremented());
    late.add(recorder('first'));
    late.add(recorder('second'));
    store.dispatch(counter.actions.incremented());
    expect(seen).toEqual(['first counter/incremented before=1', 'second counter/incremented before=1']);
    expect(store.getState().counter).toBe(2);
  });

  it('lets added middleware dispatch through the whole store', () => {
    const { store, late } = storeWithLateMiddleware();
    const echo: Middleware = (api) => (next) => (action) => {
      const result = next(action);
      if ((action as UnknownAction).type === 'ping') api.dispatch(counter.actions.incremented());
      return result;
    };
    late.add(echo);
    store.dispatch({ type: 'ping' });
    expect(store.getState().counter).toBe(1);
  });

  it('refuses middleware before it is part of a store', () => {
    expect(() => createLateMiddleware().add(() => (next) => next)).toThrow(/not part of a store/);
  });
});
