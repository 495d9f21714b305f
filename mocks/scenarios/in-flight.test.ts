// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { apiRequestsInFlight, countApiRequests } from './in-flight';

describe('API calls in flight', () => {
  const originalFetch = globalThis.fetch;
  const answers: { resolve: (response: Response) => void; reject: (error: Error) => void }[] = [];
  const answer = (index: number) => {
    const pending = answers[index];
    if (!pending) throw new Error(`call ${index} was not sent`);
    return pending;
  };
  window.fetch = () => new Promise<Response>((resolve, reject) => answers.push({ resolve, reject }));
  countApiRequests('https://api.test/api');
  afterAll(() => {
    globalThis.fetch = originalFetch;
  });

  it('counts a call under the API from sending to its answer or its failure, and nothing else', async () => {
    const first = fetch('https://api.test/api/users');
    const second = fetch(new Request('https://api.test/api/groups'));
    const elsewhere = fetch('https://localhost:9250/status');
    expect(apiRequestsInFlight()).toBe(2);

    answer(0).resolve(new Response('[]'));
    await first;
    expect(apiRequestsInFlight()).toBe(1);
    answer(1).reject(new TypeError('Failed to fetch'));
    await expect(second).rejects.toThrow('Failed to fetch');
    expect(apiRequestsInFlight()).toBe(0);
    answer(2).resolve(new Response('{}'));
    await elsewhere;
    expect(apiRequestsInFlight()).toBe(0);
  });
});
