import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emailText } from './email-text';

describe('emailText', () => {
  it('marks the only break after the "@" and keeps the address as its text', () => {
    const { container } = render(<p>{emailText('maria.horvathova@acme.test')}</p>);
    expect(container.textContent).toBe('maria.horvathova@acme.test');
    expect(container.querySelector('span')?.innerHTML).toBe('maria.horvathova@<wbr>acme.test');
    expect(container.querySelector('span')?.style.overflowWrap).toBe('break-word');
  });

  it('leaves text without a name and a domain as it is', () => {
    for (const text of ['no-at-sign', '@acme.test', 'name@']) {
      const { container } = render(<p>{emailText(text)}</p>);
      expect(container.innerHTML).toBe(`<p>${text}</p>`);
    }
  });
});
