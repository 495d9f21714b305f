import { render, screen } from '@testing-library/react';
import { CountCell } from './count-cell';

// A bare span may not carry a name (ARIA prohibits it, axe reports aria-prohibited-attr): each state is named otherwise.
describe('CountCell', () => {
  it('while counting, is a named progress bar', () => {
    render(<CountCell value={undefined} failed={false} unavailableLabel="Could not be counted" />);
    const placeholder = screen.getByRole('progressbar');
    expect(placeholder).toHaveAccessibleName();
    expect(placeholder).not.toHaveTextContent(/\d/);
  });

  it('when not counted, shows a dash with hidden text saying so, and no name on a bare element', () => {
    const { container } = render(<CountCell value={undefined} failed unavailableLabel="Could not be counted" />);
    expect(screen.getByText('Could not be counted')).toBeInTheDocument();
    expect(screen.getByText('–')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('[aria-label]:not([role])')).toHaveLength(0);
  });

  it('shows the number once counted', () => {
    render(<CountCell value={0} failed={false} unavailableLabel="Could not be counted" />);
    expect(screen.getByText('0')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
