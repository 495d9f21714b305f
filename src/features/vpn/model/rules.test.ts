import { bannerColour, isActiveRequestFor, statusBarColour, statusBarLabel, vpnLabel } from './labels';
import { rateLimitView } from './rate-limit';
import { firstStepError, isStepError, stepErrorText } from './steps';
import { transitionEffects } from './transitions';

const client = (status: 'idle' | 'connecting' | 'connected', agentId: string | null = null) => ({ status, agentId });

describe('step errors', () => {
  it.each([
    [{ name: 's', status: 'error' }, true],
    [{ name: 's', status: 'ERROR' }, true],
    [{ name: 's', status: '003' }, false],
    [{ name: 's', status: '009' }, false],
    [{ name: 's', status: '010' }, true],
    [{ name: 's', status: '210' }, true],
    [{ name: 's', status: { message: 'ok', code: 4 } }, false],
    [{ name: 's', status: { message: 'ok', code: 9 } }, false],
    [{ name: 's', status: { message: 'TLS handshake failed', code: 210 } }, true],
  ])('%o is an error: %s', (step, expected) => {
    expect(isStepError(step)).toBe(expected);
  });

  it('is shown as message and code, else as the step name', () => {
    expect(stepErrorText({ name: 'openvpn.connection', status: { message: 'TLS handshake failed', code: 210 } })).toBe(
      'TLS handshake failed (210)',
    );
    expect(stepErrorText({ name: 'ixapi.openvpn_configuration', status: 'error' })).toBe('ixapi.openvpn_configuration');
    expect(
      firstStepError([
        { name: 'a', status: '003' },
        { name: 'b', status: 'error' },
      ]),
    ).toBe('b');
    expect(firstStepError([{ name: 'a', status: '004' }])).toBeNull();
  });
});

describe('VPN labels', () => {
  it('follow the client status for the agent of the active request', () => {
    expect(vpnLabel(client('connecting', 'a1'), 'a1', true)).toBe('connecting');
    expect(vpnLabel(client('connected', 'a1'), 'a1', true)).toBe('connected');
    expect(vpnLabel(client('idle', 'a1'), 'a1', true)).toBe('available');
  });

  it('are Available for another agent or with no request but an active session', () => {
    expect(vpnLabel(client('connected', 'a2'), 'a1', true)).toBe('available');
    expect(vpnLabel(client('idle'), 'a1', true)).toBe('available');
  });

  it('are Not available without an active session', () => {
    expect(vpnLabel(client('idle'), 'a1', false)).toBe('notAvailable');
    expect(vpnLabel(client('connected', 'a1'), 'a1', false)).toBe('notAvailable');
  });

  it('tell whether an agent is the active request', () => {
    expect(isActiveRequestFor(client('connecting', 'a1'), 'a1')).toBe(true);
    expect(isActiveRequestFor(client('idle', 'a1'), 'a1')).toBe(false);
    expect(isActiveRequestFor(client('connected', 'a2'), 'a1')).toBe(false);
  });
});

describe('banner colour', () => {
  it('is green when the agent has an active session', () => {
    expect(bannerColour(client('idle'), 'a1', true)).toBe('green');
    expect(bannerColour(client('connected', 'a1'), 'a1', true)).toBe('green');
  });
  it('is blue when the agent is the active request, or any request with no agent selected', () => {
    expect(bannerColour(client('connecting', 'a1'), 'a1', false)).toBe('blue');
    expect(bannerColour(client('connected', 'a9'), null, false)).toBe('blue');
  });
  it('is grey otherwise', () => {
    expect(bannerColour(client('connected', 'a2'), 'a1', false)).toBe('grey');
    expect(bannerColour(client('idle'), null, false)).toBe('grey');
  });
});

describe('status bar', () => {
  it('labels Connected to / Connecting to / Disconnected', () => {
    expect(statusBarLabel('connected', 'PLC 1')).toEqual({ key: 'connectedTo', name: 'PLC 1' });
    expect(statusBarLabel('connecting', 'PLC 1')).toEqual({ key: 'connectingTo', name: 'PLC 1' });
    expect(statusBarLabel('idle', 'PLC 1')).toEqual({ key: 'disconnected' });
  });
  it('is #17bfeb while connecting or connected, #a0a0a0 otherwise', () => {
    expect(statusBarColour('connecting')).toBe('#17bfeb');
    expect(statusBarColour('connected')).toBe('#17bfeb');
    expect(statusBarColour('idle')).toBe('#a0a0a0');
  });
});

describe('rate-limit texts', () => {
  it('soft with counter up to 10: retrying in 30 seconds with the counter', () => {
    expect(
      rateLimitView({
        configOpenvpnLimit: 'soft',
        configOpenvpnCounter: 10,
        configOpenvpnLastHit: '2026-11-20T08:00:00Z',
      }),
    ).toEqual({
      text: { key: 'retryingInSeconds', values: { n1: 30, n2: 10 } },
      lastAttempt: '2026-11-20T08:00:00Z',
      canReset: false,
    });
  });
  it('soft above 10: retrying in 5 minutes', () => {
    expect(rateLimitView({ configOpenvpnLimit: 'soft', configOpenvpnCounter: 11 }).text).toEqual({
      key: 'retryingInMinutes',
      values: { n1: 5 },
    });
  });
  it('the platform’s lock reads like hard: stopped trying, Try again offered', () => {
    expect(rateLimitView({ configOpenvpnLimit: 'lock', configOpenvpnCounter: 30 })).toMatchObject({
      text: { key: 'stoppedTrying' },
      canReset: true,
    });
  });

  it('hard: stopped trying, and Try again is offered', () => {
    const view = rateLimitView({ configOpenvpnLimit: 'hard', configOpenvpnCounter: 25 });
    expect(view.text?.key).toBe('stoppedTrying');
    expect(view.canReset).toBe(true);
    expect(view.lastAttempt).toBeNull();
  });
  it('no limit: nothing', () => {
    expect(rateLimitView(null)).toEqual({ text: null, lastAttempt: null, canReset: false });
    expect(rateLimitView({ configOpenvpnCounter: 3 }).text).toBeNull();
  });
});

describe('connector status transitions', () => {
  it('missing → found: installation found', () => {
    expect(transitionEffects('missing', 'found')).toEqual(['installationFound', 'dismissLost']);
  });
  it('lost after missing (or at start): the persistent communication notice', () => {
    expect(transitionEffects('missing', 'lost')).toEqual(['communicationLost']);
    expect(transitionEffects('unknown', 'lost')).toEqual(['communicationLost']);
    expect(transitionEffects('found', 'lost')).toEqual([]);
  });
  it('lost → found resumes', () => {
    expect(transitionEffects('lost', 'found')).toEqual(['resume', 'dismissLost']);
  });
  it('nothing for the first discovery or a drop to missing', () => {
    expect(transitionEffects('unknown', 'found')).toEqual(['dismissLost']);
    expect(transitionEffects('lost', 'missing')).toEqual([]);
  });
});
