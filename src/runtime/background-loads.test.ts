import { backgroundLoadsSettled, loadInBackground } from './background-loads';

describe('background loads', () => {
  it('settle once every load has ended, a failed one included, and a failure reaches nobody', async () => {
    const ended: string[] = [];
    let finishSlow: () => void = () => undefined;
    loadInBackground(() => new Promise<void>((resolve) => (finishSlow = resolve)).then(() => void ended.push('slow')));
    loadInBackground(() => Promise.reject(new Error('chunk failed')));
    let settled = false;
    const settling = backgroundLoadsSettled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finishSlow();
    await settling;
    expect(ended).toEqual(['slow']);
  });

  it('settle at once when nothing is loading', async () => {
    await expect(backgroundLoadsSettled()).resolves.toBeUndefined();
  });
});
