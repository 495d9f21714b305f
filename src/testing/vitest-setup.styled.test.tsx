import { Button } from '@mui/material';
import { render, screen } from '@testing-library/react';

describe('the styled component tests set-up', () => {
  it("keeps MUI's styles in the `dom-styled` project", () => {
    render(<Button>Styled</Button>);
    expect(screen.getByRole('button', { name: 'Styled' })).toBeInTheDocument();
    expect(document.querySelectorAll('style[data-emotion]').length).toBeGreaterThan(0);
  });
});
