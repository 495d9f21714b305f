import { encodeListQuery, resolveLink } from '@/api';
import { appState, configUpdateRequest, placeholdersOf } from './apps';

/** The address a request goes to for a discovered template, as the base query builds it. */
function addressOf(template: string, request: ReturnType<typeof configUpdateRequest>): string {
  const url = resolveLink(new Map([[request.rel, template]]), request.rel, request.params);
  const search = encodeListQuery(request.query);
  for (const [key, value] of Object.entries(request.search ?? {})) search.set(key, value);
  return search.size ? `${url}?${search.toString()}` : url;
}

describe('appState', () => {
  it('is not installed whatever enabled says, else enabled or disabled', () => {
    expect(appState({ installed: false, enabled: true })).toBe('notInstalled');
    expect(appState({ installed: false, enabled: false })).toBe('notInstalled');
    expect(appState({ installed: true, enabled: true })).toBe('enabled');
    expect(appState({ installed: true, enabled: false })).toBe('disabled');
  });
});

describe('configUpdateRequest (AppConfigUpdate PATCH)', () => {
  it('sends only {enabled} in the body, with PATCH on AppConfigUpdate', () => {
    const request = configUpdateRequest('https://api.test/app-configs', 'app-1', false);
    expect(request).toMatchObject({ rel: 'AppConfigUpdate', method: 'PATCH', body: { enabled: false } });
  });

  it('the platform’s template without a placeholder names the app in the publicId query parameter', () => {
    const template = 'https://api.test/app-configs';
    expect(addressOf(template, configUpdateRequest(template, 'app 1', true))).toBe(
      'https://api.test/app-configs?publicId=app+1',
    );
  });

  it('a template with {publicId} takes the app there, and no query parameter', () => {
    const template = 'https://api.test/apps/{publicId}/config';
    expect(addressOf(template, configUpdateRequest(template, 'app 1', true))).toBe(
      'https://api.test/apps/app%201/config',
    );
  });

  it('any other placeholder name takes the app too', () => {
    const template = 'https://api.test/apps/{appId}/config';
    expect(placeholdersOf(template)).toEqual(['appId']);
    expect(addressOf(template, configUpdateRequest(template, 'app-1', true))).toBe(
      'https://api.test/apps/app-1/config',
    );
  });

  it('without a known template the app goes as the path parameter, for the base query to place or report', () => {
    expect(configUpdateRequest(undefined, 'app-1', true)).toMatchObject({ params: { publicId: 'app-1' } });
    expect(configUpdateRequest(undefined, 'app-1', true).search).toBeUndefined();
  });
});
