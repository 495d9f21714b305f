import { configureStore } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query';
import { answerTag, tagAnswer, type DriftReport } from '../lib/answer-tag';
import * as v from '../lib/validate';
import { driftTag, forgetReportedDrift, setDriftSink, setLeftOutSink } from './drift';

let reports: DriftReport[] = [];
let leftOut: [string, number][] = [];

beforeEach(() => {
  reports = [];
  leftOut = [];
  forgetReportedDrift();
  setDriftSink((report) => reports.push(report));
  setLeftOutSink((cacheKey, count) => leftOut.push([cacheKey, count]));
});
afterEach(() => {
  setDriftSink(null);
  setLeftOutSink(null);
  forgetReportedDrift();
});

const item = v.object({ publicId: v.string(), name: v.string() });

describe('drift: the API layer’s tags', () => {
  it('reports each drift once per rel, field path and kind', () => {
    const answer = [
      { publicId: 'a', name: 7 },
      { publicId: 'b', name: 8 },
    ];
    v.readAnswer(v.array(item), answer, driftTag('ThingList'));
    v.readAnswer(v.array(item), answer, driftTag('ThingList'));
    v.readAnswer(v.array(item), answer, driftTag('OtherList'));
    expect(reports).toEqual([
      { rel: 'ThingList', path: 'name', kind: 'fallback', message: 'Expected a string' },
      { rel: 'OtherList', path: 'name', kind: 'fallback', message: 'Expected a string' },
    ]);
  });

  it('hands a list read’s left-out count to the left-out sink under its cached query, and only with one', () => {
    v.readAnswer(v.array(item), [{ publicId: 'a', name: 'A' }, { name: 'B' }], driftTag('ThingList', 'things'));
    v.readAnswer(v.array(item), [{ name: 'B' }], driftTag('ThingList'));
    expect(leftOut).toEqual([['things', 1]]);
    setLeftOutSink(null);
    v.readAnswer(v.array(item), [{ name: 'B' }], driftTag('ThingList', 'things'));
    expect(leftOut).toEqual([['things', 1]]);
  });
});

describe('drift: tagged answers in RTK Query’s cache', () => {
  const baseQuery: BaseQueryFn<{ rel: string; data: unknown }> = ({ rel, data }, api) => ({
    data: tagAnswer(structuredClone(data), driftTag(rel, api.queryCacheKey)),
  });
  const testApi = createApi({
    reducerPath: 'driftTest',
    baseQuery,
    endpoints: (build) => ({
      raw: build.query<unknown, string>({ query: (name) => ({ rel: 'Thing', data: { publicId: name, name } }) }),
      list: build.query<v.Infer<typeof item>[], string>({
        query: () => ({ rel: 'ThingList', data: [{ publicId: 'a', name: 7 }, { name: 'no id' }] }),
        rawResponseSchema: v.array(item),
      }),
    }),
  });

  it('are accepted by the serializability and immutability checks, and read tolerantly through rawResponseSchema', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const store = configureStore({
      reducer: { [testApi.reducerPath]: testApi.reducer },
      middleware: (getDefault) => getDefault().concat(testApi.middleware),
    });

    const raw = await store.dispatch(testApi.endpoints.raw.initiate('x'));
    expect(raw.data).toEqual({ publicId: 'x', name: 'x' });
    // The cached answer is the tagged one, frozen by immer, its tag still on it.
    expect(Object.isFrozen(raw.data)).toBe(true);
    expect(answerTag(raw.data)?.rel).toBe('Thing');

    const list = await store.dispatch(testApi.endpoints.list.initiate('all'));
    expect(list.data).toEqual([{ publicId: 'a', name: '' }]);
    expect(reports.map((report) => `${report.rel}:${report.path}:${report.kind}`)).toEqual([
      'ThingList:name:fallback',
      'ThingList:publicId:left-out',
    ]);
    expect(leftOut).toEqual([['list("all")', 1]]);

    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});
