// @vitest-environment jsdom
import {
  captureJumpStartToken,
  forgetCapturedJumpStartToken,
  peekCapturedJumpStartToken,
  takeCapturedJumpStartToken,
} from './jump-start-capture';

function fakeLocation(href: string): Location {
  // URL has the href and pathname the capture reads.
  return new URL(href) as unknown as Location;
}

function fakeHistory(state: unknown = { idx: 0 }) {
  const replaceState = vi.fn<History['replaceState']>();
  const history = { state, replaceState } as unknown as History;
  return { history, replaceState };
}

beforeEach(() => {
  // Forget anything a previous test captured.
  takeCapturedJumpStartToken();
});

describe('captureJumpStartToken', () => {
  it('removes the token from the address with replaceState and keeps other params and the hash', () => {
    const { history, replaceState } = fakeHistory({ idx: 3 });
    captureJumpStartToken(fakeLocation('http://localhost:3000/jump-start?a=1&token=abc.def&b=2#frag'), history);
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/jump-start?a=1&b=2#frag');
    const address = String(replaceState.mock.calls[0]?.[2]);
    expect(address).not.toContain('token');
    expect(address).not.toContain('abc.def');
  });

  it('leaves a clean path when the token was the only parameter', () => {
    const { history, replaceState } = fakeHistory();
    captureJumpStartToken(fakeLocation('http://localhost:3000/jump-start?token=abc'), history);
    expect(replaceState).toHaveBeenCalledWith(expect.anything(), '', '/jump-start');
  });

  it('hands the token out once', () => {
    const { history } = fakeHistory();
    captureJumpStartToken(fakeLocation('http://localhost:3000/jump-start?token=abc'), history);
    expect(takeCapturedJumpStartToken()).toBe('abc');
    expect(takeCapturedJumpStartToken()).toBeUndefined();
  });

  it('lets the token be peeked without using it up, until it is forgotten', () => {
    const { history } = fakeHistory();
    captureJumpStartToken(fakeLocation('http://localhost:3000/jump-start?token=abc'), history);
    expect(peekCapturedJumpStartToken()).toBe('abc');
    expect(peekCapturedJumpStartToken()).toBe('abc');
    forgetCapturedJumpStartToken();
    expect(peekCapturedJumpStartToken()).toBeUndefined();
    expect(takeCapturedJumpStartToken()).toBeUndefined();
  });

  it('does nothing on another path', () => {
    const { history, replaceState } = fakeHistory();
    captureJumpStartToken(fakeLocation('http://localhost:3000/login?token=abc'), history);
    expect(replaceState).not.toHaveBeenCalled();
    expect(takeCapturedJumpStartToken()).toBeUndefined();
  });

  it('does nothing without a token', () => {
    const { history, replaceState } = fakeHistory();
    captureJumpStartToken(fakeLocation('http://localhost:3000/jump-start?x=1'), history);
    expect(replaceState).not.toHaveBeenCalled();
    expect(takeCapturedJumpStartToken()).toBeUndefined();
  });

  it('works on the real window by default', () => {
    window.history.replaceState(null, '', '/jump-start?keep=1&token=xyz#h');
    captureJumpStartToken();
    expect(window.location.pathname).toBe('/jump-start');
    expect(window.location.search).toBe('?keep=1');
    expect(window.location.hash).toBe('#h');
    expect(window.location.href).not.toContain('xyz');
    expect(takeCapturedJumpStartToken()).toBe('xyz');
    window.history.replaceState(null, '', '/');
  });
});
