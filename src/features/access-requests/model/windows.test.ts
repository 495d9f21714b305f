import { describe, expect, it } from 'vitest';
import { myRequestWindows, requestWindows } from './windows';

describe('request windows', () => {
  it('keeps the requests made on the device, with the user of the request', () => {
    const windows = myRequestWindows(
      [
        {
          publicId: 'm1',
          request: {
            publicId: 'r1',
            status: 'approved',
            start: 'a',
            end: 'b',
            vpn: true,
            servers: [{ publicId: 's1' }],
            user: { publicId: 'u1' },
          },
          agent: { publicId: 'ag-1' },
        },
        {
          publicId: 'm2',
          request: { publicId: 'r2', status: 'approved', start: 'a', end: 'b', vpn: true, servers: [], user: null },
          user: { publicId: 'u2' },
          agent: { publicId: 'ag-2' },
        },
        {
          publicId: 'm3',
          request: { publicId: 'r3', status: 'pending', start: 'a', end: 'b', servers: [], user: null },
          user: { publicId: 'u3' },
          agent: { publicId: 'ag-1' },
        },
      ],
      'ag-1',
    );
    expect(windows).toEqual([
      { userId: 'u1', status: 'approved', start: 'a', end: 'b', vpn: true, serverIds: ['s1'] },
      { userId: 'u3', status: 'pending', start: 'a', end: 'b', vpn: undefined, serverIds: [] },
    ]);
  });

  it('reads a device request list', () => {
    expect(
      requestWindows([
        {
          publicId: 'r1',
          user: { publicId: 'u1' },
          status: 'approved',
          start: 'a',
          end: 'b',
          vpn: false,
          servers: [{ publicId: 's2' }],
          allowedApprovers: [],
        },
      ]),
    ).toEqual([{ userId: 'u1', status: 'approved', start: 'a', end: 'b', vpn: false, serverIds: ['s2'] }]);
  });
});
