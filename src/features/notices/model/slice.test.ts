import { apiUnavailable, gatewayTimedOut } from '@/api';
import {
  apiRecovered,
  navigated,
  noticesReducer,
  selectApiUnavailable,
  selectCurrentSnackbar,
  snackbarDismissed,
  snackbarRequested,
  type NoticesState,
} from './slice';

const reduce = (...actions: Parameters<typeof noticesReducer>[1][]): NoticesState =>
  actions.reduce(noticesReducer, noticesReducer(undefined, { type: 'init' }));

describe('notices', () => {
  it('queues snackbars in order and shows them one at a time', () => {
    const state = reduce(snackbarRequested({ id: 'a', text: 'First' }), snackbarRequested({ id: 'b', text: 'Second' }));
    expect(selectCurrentSnackbar({ notices: state })?.id).toBe('a');
    expect(selectCurrentSnackbar({ notices: noticesReducer(state, snackbarDismissed('a')) })?.id).toBe('b');
  });

  it('defaults to a 3-second info snackbar and never stacks the same id twice', () => {
    const state = reduce(
      snackbarRequested({ id: 'offline', text: 'x' }),
      snackbarRequested({ id: 'offline', text: 'x' }),
    );
    expect(state.queue).toHaveLength(1);
    expect(state.queue[0]).toMatchObject({ duration: 3000, severity: 'info' });
  });

  it('turns a 504 into one 4-second "Gateway Timeout error" however many calls time out', () => {
    const state = reduce(gatewayTimedOut(), gatewayTimedOut());
    expect(state.queue).toEqual([
      { id: 'gateway-timeout', messageKey: 'notices.gatewayTimeout', duration: 4000, severity: 'error' },
    ]);
  });

  it('shows the api-unavailable page once until the next navigation', () => {
    let state = reduce(apiUnavailable({ status: 500 }));
    expect(selectApiUnavailable({ notices: state })).toBe(true);
    state = noticesReducer(state, navigated());
    expect(selectApiUnavailable({ notices: state })).toBe(false);
    state = noticesReducer(state, apiUnavailable({ status: 'FETCH_ERROR' }));
    expect(selectApiUnavailable({ notices: state })).toBe(true);
  });

  it('does not show it again for further failures before a navigation', () => {
    const shown = reduce(apiUnavailable({ status: 503 }));
    const left = { ...shown, apiUnavailable: false };
    expect(noticesReducer(left, apiUnavailable({ status: 503 })).apiUnavailable).toBe(false);
  });
});

describe('Try again on the api-unavailable page', () => {
  it('brings the page back when the server answers, and still shows the page at most once before the next navigation', () => {
    let state = noticesReducer(undefined, apiUnavailable({ status: 503 }));
    expect(selectApiUnavailable({ notices: state })).toBe(true);
    state = noticesReducer(state, apiRecovered());
    expect(selectApiUnavailable({ notices: state })).toBe(false);
    state = noticesReducer(state, apiUnavailable({ status: 503 }));
    expect(selectApiUnavailable({ notices: state })).toBe(false);
    state = noticesReducer(noticesReducer(state, navigated()), apiUnavailable({ status: 503 }));
    expect(selectApiUnavailable({ notices: state })).toBe(true);
  });
});
