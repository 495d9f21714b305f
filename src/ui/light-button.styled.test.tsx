import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LightButton } from './light-button';

describe('LightButton', () => {
  // The default MUI theme's colours and the button typography, as the browser computes them.
  const PRIMARY = 'rgb(25, 118, 210)';
  const WHITE = 'rgb(255, 255, 255)';

  it('is a button of type button unless told otherwise, so it submits no form by accident', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <LightButton>Cancel</LightButton>
        <LightButton type="submit">Save</LightButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('looks like MUI’s text button: primary, uppercase medium button type', () => {
    render(<LightButton>Use another account</LightButton>);
    const style = getComputedStyle(screen.getByRole('button'));
    expect(style.color).toBe(PRIMARY);
    expect(style.textTransform).toBe('uppercase');
    expect(style.fontWeight).toBe('500');
    expect(style.padding).toBe('6px 8px');
  });

  it('looks like MUI’s contained button, large with its padding and type size', () => {
    render(
      <LightButton variant="contained" size="large">
        Sign in
      </LightButton>,
    );
    const style = getComputedStyle(screen.getByRole('button'));
    expect(style.color).toBe(WHITE);
    expect(style.backgroundColor).toBe(PRIMARY);
    expect(style.padding).toBe('8px 22px');
    expect(style.fontSize).toBe('0.9375rem');
  });

  it('takes the surrounding colour with color inherit', () => {
    render(
      <p style={{ color: 'rgb(1, 2, 3)' }}>
        <LightButton color="inherit">Undo</LightButton>
      </p>,
    );
    expect(getComputedStyle(screen.getByRole('button')).color).toBe('rgb(1, 2, 3)');
  });

  it('does nothing while disabled', async () => {
    const onClick = vi.fn();
    render(
      <LightButton variant="contained" disabled onClick={onClick}>
        Sign in
      </LightButton>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    // It takes no pointer events while disabled: the click is sent anyway, as a script could.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is reached and pressed from the keyboard', async () => {
    const onClick = vi.fn();
    render(<LightButton onClick={onClick}>Retry</LightButton>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
