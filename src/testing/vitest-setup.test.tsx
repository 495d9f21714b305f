import { Button } from '@mui/material';
import { render, screen } from '@testing-library/react';
import * as React from 'react';

/**
 * vitest.setup.ts changes two things no option of the libraries offers; an upgrade that moves what they rely on must
 * fail here rather than make the suite silently slower.
 */
describe('the component tests set-up', () => {
  it("leaves MUI's styles out of the document in the `dom` project (emotion adds its tags with insertBefore)", () => {
    render(<Button>Styled</Button>);
    expect(screen.getByRole('button', { name: 'Styled' })).toBeInTheDocument();
    expect(document.querySelectorAll('style[data-emotion]')).toHaveLength(0);
  });

  it("stops React's owner stacks through the counter React keeps for them", () => {
    const internals: unknown = Reflect.get(React, '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');
    expect(internals).toEqual(expect.any(Object));
    expect(Reflect.get(internals as object, 'recentlyCreatedOwnerStacks')).toBe(Infinity);
  });
});
