import { describe, expect, it } from 'vitest';
import type { ApiRequest, AppError } from '@/api';
import { createPage, discard, ensureDraft, publish, restoreVersion } from './draft-flows';
import type { Page, PageVersion } from './model/schemas';

const version = (publicId: string): PageVersion => ({
  publicId,
  page: { publicId: 'pg-1' },
  title: 'Overview',
  custom: { glbMatIcon: 'speed' },
  periodSpec: 'today',
  periodSelectorEnabled: false,
  defaultRefreshRate: null,
  components: [],
  previewAgent: null,
  previewAsset: null,
  createdOn: null,
  updatedOn: null,
});
const page = (draft: string | null, published: string | null): Page => ({
  publicId: 'pg-1',
  name: 'Overview',
  applicationType: 'sheet',
  orientation: null,
  group: null,
  draft: draft ? version(draft) : null,
  published: published ? version(published) : null,
  default: false,
});

type Answer = { data?: unknown; error?: AppError };

/** A server that answers each call in turn and records what was asked. */
function server(answers: Answer[]) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const call = (request: ApiRequest): Answer => {
    calls.push(
      `${request.method ?? 'GET'} ${request.rel}${request.params?.publicId ? ` ${String(request.params.publicId)}` : ''}`,
    );
    bodies.push(request.body);
    return answers.shift() ?? { data: null };
  };
  return { call, calls, bodies };
}

const pageAnswer = (draft: string | null, published: string | null): Answer => ({ data: page(draft, published) });

describe('publish', () => {
  it('patches the slots, deletes the old published version, then copies a new draft from the published one', async () => {
    const { call, calls, bodies } = server([
      { data: null },
      { data: null },
      pageAnswer(null, 'pv-d'),
      { data: [{ publicId: 'pv-new' }] },
      { data: null },
    ]);
    const published: string[] = [];
    expect(await publish(call, page('pv-d', 'pv-p'), () => published.push('now'))).toEqual({ data: null });
    expect(calls).toEqual([
      'PATCH Page pg-1',
      'DELETE PageVersion pv-p',
      'GET Page pg-1',
      'POST PageDraft pg-1',
      'PATCH Page pg-1',
    ]);
    expect(bodies[0]).toEqual({ published: { publicId: 'pv-d' }, draft: null });
    expect(bodies[4]).toEqual({ draft: { publicId: 'pv-new' } });
    expect(published).toEqual(['now']);
  });

  it('without a draft sends nothing and fails with the no-draft error', async () => {
    const { call, calls } = server([]);
    expect(await publish(call, page(null, 'pv-p'), () => undefined)).toEqual({
      error: { status: 'CLIENT_ERROR', data: [{ message: 'Page has no draft version' }] },
    });
    expect(calls).toEqual([]);
  });

  it('stops at a failed patch, showing nothing as published', async () => {
    const failure: AppError = { status: 409, data: [{ message: 'Conflict' }] };
    const { call, calls } = server([{ error: failure }]);
    const published: string[] = [];
    expect(await publish(call, page('pv-d', null), () => published.push('now'))).toEqual({ error: failure });
    expect(calls).toEqual(['PATCH Page pg-1']);
    expect(published).toEqual([]);
  });
});

describe('discard', () => {
  it('deletes the draft, then ensures a draft again (here an empty one, as nothing is published)', async () => {
    const { call, calls, bodies } = server([
      { data: null },
      pageAnswer(null, null),
      { data: [{ publicId: 'pv-empty' }] },
      { data: null },
    ]);
    expect(await discard(call, page('pv-d', null), () => undefined)).toEqual({ data: null });
    expect(calls).toEqual(['DELETE PageVersion pv-d', 'GET Page pg-1', 'POST PageVersionList pg-1', 'PATCH Page pg-1']);
    expect(bodies[2]).toEqual({
      page: { publicId: 'pg-1' },
      title: 'Overview',
      custom: { glbMatIcon: null },
      periodSpec: 'today',
    });
  });

  it('without a draft fails with the same error', async () => {
    const { call } = server([]);
    expect(await discard(call, page(null, 'pv-p'), () => undefined)).toMatchObject({
      error: { data: [{ message: 'Page has no draft version' }] },
    });
  });
});

describe('ensure a draft', () => {
  it('reuses the draft without a call', async () => {
    const { call, calls } = server([]);
    expect(await ensureDraft(call, page('pv-d', 'pv-p'), { title: 'x', icon: null })).toEqual({ data: 'pv-d' });
    expect(calls).toEqual([]);
  });
});

describe('create', () => {
  it('creates the page, then its empty draft with title, icon and period', async () => {
    const { call, calls, bodies } = server([
      { data: { publicId: 'pg-1' } },
      pageAnswer(null, null),
      { data: [{ publicId: 'pv-1' }] },
      { data: null },
    ]);
    const input = { name: 'Overview', applicationType: 'report', groupId: 'gr-1', icon: 'speed', periodSpec: 'today' };
    expect(await createPage(call, input)).toEqual({ data: 'pg-1' });
    expect(calls).toEqual(['POST PageList', 'GET Page pg-1', 'POST PageVersionList pg-1', 'PATCH Page pg-1']);
    expect(bodies[0]).toEqual({ name: 'Overview', applicationType: 'report', group: { publicId: 'gr-1' } });
    expect(bodies[2]).toEqual({
      page: { publicId: 'pg-1' },
      title: 'Overview',
      custom: { glbMatIcon: 'speed' },
      periodSpec: 'today',
    });
  });

  it("gives a draft the server made itself the page's title, icon and period", async () => {
    const { call, calls, bodies } = server([
      { data: [{ publicId: 'pg-1' }] },
      pageAnswer('pv-auto', null),
      { data: null },
    ]);
    await createPage(call, {
      name: 'Overview',
      applicationType: 'sheet',
      groupId: null,
      icon: null,
      periodSpec: 'today',
    });
    expect(calls).toEqual(['POST PageList', 'GET Page pg-1', 'PATCH PageVersion pv-auto']);
    expect(bodies[0]).toEqual({ name: 'Overview', applicationType: 'sheet' });
    expect(bodies[2]).toEqual({ title: 'Overview', custom: { glbMatIcon: null }, periodSpec: 'today' });
  });
});

describe('restore a version', () => {
  it('puts it in the draft slot and deletes the draft it replaces', async () => {
    const { call, calls, bodies } = server([]);
    await restoreVersion(call, page('pv-d', 'pv-p'), 'pv-old');
    expect(calls).toEqual(['PATCH Page pg-1', 'DELETE PageVersion pv-d']);
    expect(bodies[0]).toEqual({ draft: { publicId: 'pv-old' } });
  });

  it('never deletes the published version', async () => {
    const { call, calls } = server([]);
    await restoreVersion(call, page(null, 'pv-p'), 'pv-old');
    expect(calls).toEqual(['PATCH Page pg-1']);
  });
});
