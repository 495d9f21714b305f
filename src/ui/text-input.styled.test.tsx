import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, Profiler, useState } from 'react';
import { autofillEnd, autofillStart, TextInput } from './text-input';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Email address"
      type="email"
      autoComplete="username"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

/**
 * The `animationstart` of one of the input's autofill keyframes. jsdom has no AnimationEvent, so React listens to the
 * prefixed `webkitAnimationStart` there: both are sent, React hears the one it listens to.
 */
function autofillAnimation(input: HTMLElement, animation: typeof autofillStart) {
  const animationName = animation.name;
  for (const type of ['animationstart', 'webkitAnimationStart'])
    fireEvent(input, Object.assign(new Event(type, { bubbles: true }), { animationName }));
}

describe('TextInput', () => {
  it('names the input by its label and types into it', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(input, 'ada@example.test');
    expect(input).toHaveValue('ada@example.test');
  });

  it('ties the error text to the input and marks it invalid', () => {
    render(<Controlled error="Required" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Required');
    expect(screen.getByText('Required')).toHaveClass('Mui-error');
  });

  it('keeps a given id, marks the input required and passes input attributes and the input ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <TextInput
        id="otp"
        label="One-time code"
        required
        helperText="From your app"
        inputRef={ref}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />,
    );
    const input = screen.getByRole('textbox', { name: /One-time code/ });
    expect(input).toHaveAttribute('id', 'otp');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('aria-describedby', 'otp-helper-text');
    expect(ref.current).toBe(input);
  });

  it('gives two fields without ids distinct ids', () => {
    render(
      <>
        <TextInput label="First" />
        <TextInput label="Second" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First' }).id).not.toBe(
      screen.getByRole('textbox', { name: 'Second' }).id,
    );
  });
});

describe('TextInput label', () => {
  // The default MUI theme's colours, as the browser computes them.
  const SECONDARY = 'rgba(0, 0, 0, 0.6)';
  const PRIMARY = 'rgb(25, 118, 210)';
  const ERROR = 'rgb(211, 47, 47)';
  const AT_REST = 'translate(14px, 16px) scale(1)';
  const IN_NOTCH = 'translate(14px, -9px) scale(0.75)';

  const label = () => document.querySelector('label')!;
  const labelStyle = () => getComputedStyle(label());
  /** The outline's gap for the label: open (100%) or closed. */
  const notch = () => getComputedStyle(document.querySelector('legend')!).maxWidth;

  it('rests inside the field in the secondary text colour and floats into the open notch, primary, while focused', async () => {
    render(<TextInput label="Email address" />);
    expect(labelStyle().transform).toBe(AT_REST);
    expect(labelStyle().color).toBe(SECONDARY);
    expect(notch()).not.toBe('100%');
    expect(labelStyle().transition).toMatch(
      /^color 200ms cubic-bezier\(0\.0, 0, 0\.2, 1\).*transform 200ms.*max-width 200ms/,
    );

    await userEvent.click(screen.getByRole('textbox', { name: 'Email address' }));
    expect(labelStyle().transform).toBe(IN_NOTCH);
    expect(labelStyle().color).toBe(PRIMARY);
    expect(notch()).toBe('100%');

    await userEvent.tab();
    expect(labelStyle().transform).toBe(AT_REST);
    expect(labelStyle().color).toBe(SECONDARY);
    expect(notch()).not.toBe('100%');
  });

  it('stays in the notch, secondary, while the field holds a value', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'a');
    await userEvent.tab();
    expect(labelStyle().transform).toBe(IN_NOTCH);
    expect(labelStyle().color).toBe(SECONDARY);
    expect(notch()).toBe('100%');
  });

  it('follows the text of an uncontrolled input, from its default value on', async () => {
    render(<TextInput label="Name" defaultValue="Ada" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(labelStyle().transform).toBe(IN_NOTCH);
    await userEvent.clear(input);
    await userEvent.tab();
    expect(labelStyle().transform).toBe(AT_REST);
  });

  it('renders nothing while the text of an uncontrolled input changes under the focus, and reads it again on blur', async () => {
    const commits: string[] = [];
    render(
      <Profiler id="field" onRender={(_id, phase) => commits.push(phase)}>
        <TextInput label="Name" defaultValue="" />
      </Profiler>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.click(input);
    commits.length = 0;
    await userEvent.keyboard('Ada');
    expect(input).toHaveValue('Ada');
    expect(commits).toEqual([]);
    await userEvent.tab();
    expect(labelStyle().transform).toBe(IN_NOTCH);
    // Changed without the focus (a script, a test): followed at once.
    fireEvent.change(input, { target: { value: '' } });
    expect(labelStyle().transform).toBe(AT_REST);
  });

  it('floats while the browser shows the field autofilled, and rests again when that ends on an empty field', () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    autofillAnimation(input, autofillStart);
    expect(labelStyle().transform).toBe(IN_NOTCH);
    expect(notch()).toBe('100%');
    autofillAnimation(input, autofillEnd);
    expect(labelStyle().transform).toBe(AT_REST);
  });

  it('passes animation, focus and blur events on', async () => {
    const onAnimationStart = vi.fn();
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    render(
      <TextInput label="Name" onFocus={onFocus} onBlur={onBlur} slotProps={{ htmlInput: { onAnimationStart } }} />,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    autofillAnimation(input, autofillStart);
    expect(onAnimationStart).toHaveBeenCalledTimes(1);
    await userEvent.click(input);
    await userEvent.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('floats when the field takes the focus as it mounts', () => {
    render(<TextInput label="Email address" autoFocus />);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    expect(labelStyle().transform).toBe(IN_NOTCH);
  });

  it('is in the error colour, focused or not, and so is the helper text, under the field as MUI sets it', async () => {
    render(<Controlled error="Required" />);
    expect(labelStyle().color).toBe(ERROR);
    await userEvent.click(screen.getByRole('textbox', { name: 'Email address' }));
    expect(labelStyle().color).toBe(ERROR);
    const helper = getComputedStyle(screen.getByText('Required'));
    expect(helper.color).toBe(ERROR);
    expect(helper.margin).toBe('3px 14px 0px');
    expect(helper.fontSize).toBe('0.75rem');
  });

  it("shows a required field's asterisk to the eye only, in the label and in the notch", () => {
    render(<TextInput label="Email address" required />);
    const asterisk = label().querySelector('span')!;
    expect(asterisk).toHaveTextContent('*');
    expect(asterisk).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeRequired();
    expect(document.querySelector('legend')).toHaveTextContent('Email address *');
  });

  it('is in the disabled colour on a disabled field', () => {
    render(<TextInput label="Email address" disabled />);
    expect(labelStyle().color).toBe('rgba(0, 0, 0, 0.38)');
  });
});

describe('TextInput weight', () => {
  const source =
    Object.values(import.meta.glob<string>('./text-input.tsx', { query: '?raw', import: 'default', eager: true }))[0] ??
    '';

  it('draws the whole field itself: no TextField, FormControl, InputLabel, FormHelperText, InputBase or OutlinedInput', () => {
    const imported = [...source.matchAll(/import\s+([^;]*?)\s+from\s+'@mui\/material(?:\/([A-Za-z]+))?'/g)]
      .filter(([statement]) => !/^import\s+type\s/.test(statement))
      .flatMap(([, clause = '', deepPath]) => [
        deepPath ?? '',
        ...clause
          .replace(/[{}]/g, '')
          .split(',')
          .map((name) => name.trim()),
      ])
      .filter((name) => name && !name.startsWith('type '));
    expect(imported).toEqual(expect.arrayContaining(['styles']));
    for (const heavy of [
      'FormControl',
      'InputLabel',
      'FormLabel',
      'FormHelperText',
      'TextField',
      'useFormControl',
      'InputBase',
      'OutlinedInput',
    ]) {
      expect(imported).not.toContain(heavy);
    }
  });
});
