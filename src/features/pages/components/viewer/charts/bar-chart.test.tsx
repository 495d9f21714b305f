import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { cataloguesSettled, initI18n } from '@/i18n';
import BarChart, { type BarChartProps } from './bar-chart';
import { installChartDoubles } from './chart-test-doubles';

// uPlot reads matchMedia when it is imported, before vitest.setup.ts's beforeEach installs one.
await vi.hoisted(async () => {
  const doubles = await import('./chart-test-doubles');
  window.matchMedia = doubles.matchMediaFor();
});

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f\u2009]/g, ' ');
const at = (iso: string) => Date.parse(iso);

// Day buckets of a device in Amsterdam: each starts at local midnight (23:00 UTC in winter).
const days: BarChartProps['series'] = {
  name: 'Energy',
  unit: 'kWh',
  points: [
    { time: at('2026-11-29T23:00:00Z'), value: 30 },
    { time: at('2026-11-30T23:00:00Z'), value: 50 },
    { time: at('2026-12-01T23:00:00Z'), value: 20.5 },
  ],
};
const props: BarChartProps = {
  label: 'Consumption',
  series: days,
  interval: 'day',
  timeZone: 'Europe/Amsterdam',
  decimals: 1,
  height: 200,
};

beforeAll(async () => {
  await initI18n('en');
  await cataloguesSettled();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const description = () => {
  const id = screen.getByRole('figure', { name: 'Consumption' }).getAttribute('aria-describedby') ?? '';
  return plain(document.getElementById(id)?.textContent);
};

describe('BarChart', () => {
  it('is a figure named by its label, described by the total, the highest bucket and the last', () => {
    installChartDoubles();
    const { container } = render(<BarChart {...props} />);
    expect(container.querySelector('canvas')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(description()).toBe('Energy: total 100.5 kWh, highest 50.0 kWh (Dec 1, 2026), last 20.5 kWh (Dec 2, 2026)');
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByRole('listitem')).toHaveTextContent(
      'Energy (kWh)',
    );
  });

  it('sums days per calendar month of the device’s time zone', () => {
    installChartDoubles();
    const { rerender } = render(<BarChart {...props} interval="month" />);
    expect(description()).toBe('Energy: total 100.5 kWh, highest 70.5 kWh (Dec 2026), last 70.5 kWh (Dec 2026)');
    rerender(<BarChart {...props} interval="month" timeZone="UTC" />);
    expect(description()).toBe('Energy: total 100.5 kWh, highest 80.0 kWh (Nov 2026), last 20.5 kWh (Dec 2026)');
  });

  it('names the bucket and its value at the pointer', async () => {
    installChartDoubles(600);
    const { container } = render(
      <BarChart
        {...props}
        interval="hour"
        series={{ ...days, points: [{ time: at('2026-12-02T09:00:00Z'), value: 4 }] }}
      />,
    );
    await act(() => Promise.resolve());
    const over = container.querySelector<HTMLElement>('.u-over');
    fireEvent.mouseMove(over as HTMLElement, { clientX: parseFloat(over?.style.width ?? '0') / 2, clientY: 20 });
    const tooltip = [...(over?.children ?? [])].find((child) => child.textContent);
    expect(plain(tooltip?.textContent)).toBe('Dec 2, 2026, 10:00 – 11:00 AMEnergy: 4.0 kWh');
  });

  it('says "no data" without a bucket', () => {
    installChartDoubles();
    render(<BarChart {...props} series={{ ...days, points: [] }} />);
    expect(description()).toBe('Energy: no data');
  });
});
