import { demoTokens, resetMockDb, server } from '../node';
import { call, href, item, rows } from '../test-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

const admin = { token: demoTokens.admin.secretId };
const user = { token: demoTokens.user.secretId };
const BRANDING_FIELDS =
  'branding.name,branding.logo,branding.logoDark,branding.favicon,branding.theme(*),branding.custom(*),screensaver.publicId';

const readCompany = async () => item(await call('MyCompany', { ...admin, query: { fields: BRANDING_FIELDS } }));

interface TestFile {
  bytes: number;
  type: string;
}

/** A multipart upload as the browser sends it, encoded by hand: jsdom's File does not survive Node's encoding byte for byte. */
async function upload(rel: string, file: TestFile, token = admin.token) {
  const boundary = 'identity-test-boundary';
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + file.bytes + tail.length);
  body.set(head, 0);
  body.set(tail, head.length + file.bytes);
  const response = await fetch(await href(rel), {
    method: 'POST',
    headers: {
      'Api-Version': '2',
      Authorization: `Bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  return {
    status: response.status,
    json: (await response.json()) as { data: Record<string, unknown> & { message?: string }[] },
  };
}
const png = (bytes = 8, type = 'image/png'): TestFile => ({ bytes, type });

describe('MyCompany PATCH {branding}', () => {
  it('stores the branding on the company: theme and custom merged key by key, GET answers it', async () => {
    const patch = await call('MyCompany', {
      ...admin,
      method: 'PATCH',
      body: {
        branding: {
          name: 'Acme Renamed',
          theme: { primaryColor: '#123456', primaryTextColor: '#ffffff', menuColor: null },
          custom: { glbSupportedPlatforms: ['windows'] },
        },
      },
    });
    expect(patch.status).toBe(200);
    const company = await readCompany();
    const branding = company.branding as Record<string, Record<string, unknown>>;
    expect(branding.name).toBe('Acme Renamed');
    expect(branding.theme).toMatchObject({ primaryColor: '#123456', menuColor: null, accentColor: '#f59e0b' });
    expect(branding.custom).toMatchObject({
      glbSupportedPlatforms: ['windows'],
      glbBrowserTitle: 'Acme Remote Access',
    });
  });

  it.each([
    [{ theme: { accentColor: 'red' } }, 'branding.theme.accentColor'],
    [{ theme: { primaryColor: null } }, 'branding.theme.primaryColor'],
    [{ theme: { cardTextColor: '#12345' } }, 'branding.theme.cardTextColor'],
    [{ logo: 'javascript:alert(1)' }, 'branding.logo'],
    [{ custom: { glbVpnClientReleaseNotesUrl: 'not a url' } }, 'branding.custom.glbVpnClientReleaseNotesUrl'],
    [{ custom: { glbSupportedPlatforms: ['windows', 'amiga'] } }, 'branding.custom.glbSupportedPlatforms'],
  ])('refuses %j with 400 on %s and changes nothing', async (branding, propertyName) => {
    const before = await readCompany();
    const result = await call('MyCompany', { ...admin, method: 'PATCH', body: { branding } });
    expect(result.status).toBe(400);
    expect(result.json?.data).toEqual([expect.objectContaining({ propertyName })]);
    expect(await readCompany()).toEqual(before);
  });

  it('refuses a property the platform body lacks, and callers without MANAGE_BRANDING', async () => {
    expect(
      (await call('MyCompany', { ...admin, method: 'PATCH', body: { branding: { fqdn: 'x.test' } } })).status,
    ).toBe(400);
    expect((await call('MyCompany', { ...user, method: 'PATCH', body: { branding: { name: 'x' } } })).status).toBe(403);
  });
});

describe('PublicFileUpload', () => {
  it('answers the platform shape with a data: address of the image', async () => {
    const result = await upload('PublicFileUpload', png(12));
    expect(result.status).toBe(201);
    expect(result.json.data).toMatchObject({ type: 'image', size: 12, company: { publicId: 'c-acme' } });
    expect(String(result.json.data.url)).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses a file that is not an image, or too large', async () => {
    expect((await upload('PublicFileUpload', png(8, 'text/plain'))).status).toBe(400);
    expect((await upload('PublicFileUpload', png(1024 * 1024 + 1))).status).toBe(400);
  });
});

describe('router display screensaver', () => {
  it('Acme has one: MyCompany names it and GET answers the image itself', async () => {
    const company = await readCompany();
    expect(company.screensaver).toEqual({ publicId: 'rds-acme' });
    const response = await fetch(await href('RouterDisplayScreensaver', { publicId: 'rds-acme' }), {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });

  it('an upload replaces it; DELETE removes it and the company names none', async () => {
    const uploaded = await upload('RouterDisplayScreensaverUpload', png(16));
    expect(uploaded.status).toBe(201);
    const publicId = String(uploaded.json.data.publicId);
    expect((await readCompany()).screensaver).toEqual({ publicId });
    expect((await call('RouterDisplayScreensaver', { ...admin, params: { publicId: 'rds-acme' } })).status).toBe(404);
    expect((await call('RouterDisplayScreensaver', { ...admin, method: 'DELETE', params: { publicId } })).status).toBe(
      200,
    );
    expect((await readCompany()).screensaver).toBeUndefined();
    expect((await call('RouterDisplayScreensaver', { ...admin, params: { publicId } })).status).toBe(404);
  });

  it('another company cannot read Acme’s', async () => {
    const result = await call('RouterDisplayScreensaver', {
      ...admin,
      company: 'c-north',
      params: { publicId: 'rds-acme' },
    });
    expect(result.status).toBe(404);
  });
});

describe('MenuItemList', () => {
  const list = async () =>
    rows(
      await call('MenuItemList', {
        ...admin,
        query: { fields: 'publicId,name,order,pinned,page.publicId,page.name,audience.publicId,audience.name' },
      }),
    );

  it('answers Acme’s items by order with their page and access category', async () => {
    const items = await list();
    expect(items.map((i) => i.name)).toEqual(['Overview', 'Energy', 'Alarms']);
    expect(items[0]).toMatchObject({
      order: 0,
      pinned: true,
      page: { publicId: 'pg-001', name: 'Plant overview' },
      audience: { publicId: 'au-acme-1', name: 'Everyone' },
    });
  });

  it('POST creates, PATCH updates (null clears the access category), DELETE [{publicId}] removes', async () => {
    const created = await call('MenuItemList', {
      ...admin,
      method: 'POST',
      body: [{ name: 'Kiln', order: 3000, page: { publicId: 'pg-005' }, pinned: false }],
    });
    expect(created.status).toBe(201);
    const publicId = (created.json?.data as { publicId: string }[])[0]?.publicId ?? '';
    const patched = await call('MenuItemList', {
      ...admin,
      method: 'PATCH',
      body: [{ publicId: 'mi-acme-2', name: 'Energy report', audience: null, order: 4000 }],
    });
    expect(patched.status).toBe(200);
    let items = await list();
    expect(items.map((i) => i.name)).toEqual(['Overview', 'Alarms', 'Kiln', 'Energy report']);
    expect(items.find((i) => i.name === 'Energy report')?.audience).toBeUndefined();
    expect((await call('MenuItemList', { ...admin, method: 'DELETE', body: [{ publicId }] })).status).toBe(200);
    items = await list();
    expect(items.map((i) => i.publicId)).not.toContain(publicId);
  });

  it('refuses an item without order and a page of another company, naming the item', async () => {
    const result = await call('MenuItemList', {
      ...admin,
      method: 'POST',
      body: [{ name: 'ok', order: 1 }, { name: 'No order' }],
    });
    expect(result.status).toBe(400);
    expect(result.json?.data).toEqual([expect.objectContaining({ propertyName: 'order', listIndex: 1 })]);
    const foreign = await call('MenuItemList', {
      ...admin,
      method: 'PATCH',
      body: [{ publicId: 'mi-acme-1', page: { publicId: 'pg-012' } }],
    });
    expect(foreign.json?.data).toEqual([expect.objectContaining({ propertyName: 'page', listIndex: 0 })]);
  });
});
