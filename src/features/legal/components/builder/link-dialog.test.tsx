import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@/i18n';
import '@/features/legal/catalogue-builder';
import { isLinkAddress, LinkDialog } from './link-dialog';

beforeAll(async () => {
  await initI18n();
});

test.each([
  ['https://example.test/terms', true],
  ['http://example.test', false],
  ['  https://example.test  ', true],
  ['mailto:legal@example.test', true],
  ['javascript:alert(1)', false],
  ['data:text/html,<script>alert(1)</script>', false],
  ['example.test', false],
  ['https://exa mple.test', false],
  ['mailto:nobody', false],
  ['', false],
])('a link may point to %j: %s', (address, allowed) => {
  expect(isLinkAddress(address)).toBe(allowed);
});

test('the link dialog refuses an address that is no web or mail address, and applies a good one trimmed', async () => {
  const onApply = vi.fn();
  render(<LinkDialog open initial="" onApply={onApply} onRemove={vi.fn()} onClose={vi.fn()} />);
  const address = screen.getByRole('textbox', { name: 'Address' });
  await userEvent.type(address, 'javascript:alert(1)');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByText('Enter an address starting with https:// or mailto:')).toBeInTheDocument();
  expect(onApply).not.toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: 'Remove link' })).toBeNull();

  await userEvent.clear(address);
  await userEvent.type(address, ' https://example.test/terms {Enter}');
  expect(onApply).toHaveBeenCalledWith('https://example.test/terms');
});

test('an existing link can be removed', async () => {
  const onRemove = vi.fn();
  render(<LinkDialog open initial="https://example.test" onApply={vi.fn()} onRemove={onRemove} onClose={vi.fn()} />);
  expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('https://example.test');
  await userEvent.click(screen.getByRole('button', { name: 'Remove link' }));
  expect(onRemove).toHaveBeenCalled();
});
