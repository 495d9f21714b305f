import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heavyMuiImports } from '../testing/heavy-imports';
import { Notice } from './notice';

/** The emotion rules of an element's own class (its `css-…` class), from the style tags in the document. */
function rulesOf(element: Element): string {
  const emotionClass = [...element.classList].find((name) => name.startsWith('css-'));
  expect(emotionClass).toBeDefined();
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  return [...css.matchAll(new RegExp(`\\.${emotionClass}\\{([^}]*)\\}`, 'g'))].map((match) => match[1]).join(';');
}

describe('Notice', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('gives a %s notice the role %s', (severity, role) => {
    render(<Notice severity={severity}>Message</Notice>);
    expect(screen.getByRole(role)).toHaveTextContent('Message');
  });

  it('takes the role it is given', () => {
    render(
      <Notice severity="info" role="alert">
        Message
      </Notice>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Message');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hides its severity icon from assistive technology', () => {
    render(<Notice severity="warning">Careful</Notice>);
    const icon = screen.getByRole('alert').querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('alert')).toHaveAccessibleName('');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Careful$/);
  });

  it('has a close button named by closeText that calls onClose', async () => {
    const onClose = vi.fn();
    render(
      <Notice severity="info" onClose={onClose} closeText="Schließen">
        Saved
      </Notice>,
    );
    const close = screen.getByRole('button', { name: 'Schließen' });
    expect(close.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.setup().click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button without onClose', () => {
    render(<Notice severity="info">Saved</Notice>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows its action in place of the close button, as MUI Alert does', () => {
    render(
      <Notice severity="info" onClose={() => undefined} action={<button type="button">Reload now</button>}>
        New version
      </Notice>,
    );
    expect(screen.getByRole('status')).toContainElement(screen.getByRole('button', { name: 'Reload now' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'standard',
      'background-color:var(--mui-palette-Alert-errorStandardBg)',
      'color:var(--mui-palette-Alert-errorColor)',
    ],
    [
      'filled',
      'background-color:var(--mui-palette-Alert-errorFilledBg)',
      'color:var(--mui-palette-Alert-errorFilledColor)',
    ],
  ] as const)("takes the %s colours of MUI Alert from the theme's variables", (variant, background, colour) => {
    render(
      <ThemeProvider theme={createTheme({ cssVariables: true })}>
        <Notice severity="error" variant={variant}>
          Failed
        </Notice>
      </ThemeProvider>,
    );
    const rules = rulesOf(screen.getByRole('alert'));
    expect(rules).toContain(background);
    expect(rules).toContain(colour);
    const iconRules = rulesOf(screen.getByRole('alert').querySelector('.Notice-icon')!);
    if (variant === 'standard') expect(iconRules).toContain('color:var(--mui-palette-Alert-errorIconColor)');
    else expect(iconRules).not.toContain('color:');
  });
});

// The sign-in page's notices: MUI's Alert would bring IconButton and its icon components to the start-up download.
const startUpSources = import.meta.glob<string>(
  ['./notice.tsx', '../features/session/components/login-page.tsx', '../features/notices/components/snackbar-host.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

describe('the start-up notices stay light', () => {
  it('reads every file', () => {
    expect(Object.keys(startUpSources)).toHaveLength(3);
  });

  it.each(Object.entries(startUpSources))('%s imports no MUI Alert or IconButton', (_path, source) => {
    expect(heavyMuiImports(source, ['Alert', 'IconButton', 'SvgIcon'])).toEqual([]);
  });
});
