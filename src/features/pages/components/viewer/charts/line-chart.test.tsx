import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { cataloguesSettled, initI18n } from '@/i18n';
import { installChartDoubles, matchMediaFor } from './chart-test-doubles';
import LineChart, { type LineChartProps } from './line-chart';

// uPlot reads matchMedia when it is imported, before vitest.setup.ts's beforeEach installs one.
await vi.hoisted(async () => {
  const doubles = await import('./chart-test-doubles');
  window.matchMedia = doubles.matchMediaFor();
});

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f\u2009]/g, ' ');
const at = (iso: string) => Date.parse(iso);

const props: LineChartProps = {
  label: 'Oven',
  series: [
    {
      name: 'Oven temperature',
      unit: '°C',
      points: [
        { time: at('2026-12-02T07:00:00Z'), value: 251 },
        { time: at('2026-12-02T08:00:00Z'), value: null },
        { time: at('2026-12-02T09:00:00Z'), value: 212.4 },
      ],
    },
    { name: 'Door', unit: null, points: [] },
  ],
  thresholds: [{ value: 250, label: 'Max' }],
  timeZone: 'Europe/Amsterdam',
  decimals: 1,
  height: 240,
};

beforeAll(async () => {
  await initI18n('en');
  await cataloguesSettled();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LineChart', () => {
  it('is a figure named by its label, its canvas hidden, described by a summary of each series and threshold', () => {
    installChartDoubles();
    const { container } = render(<LineChart {...props} />);
    const figure = screen.getByRole('figure', { name: 'Oven' });
    expect(container.querySelector('canvas')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(
      plain(
        figure.getAttribute('aria-describedby') &&
          document.getElementById(figure.getAttribute('aria-describedby') ?? '')?.textContent,
      ),
    ).toBe(
      [
        'Oven temperature: minimum 212.4 °C, maximum 251.0 °C, last 212.4 °C at Dec 2, 2026, 10:00 AM',
        'Door: no data',
        'Threshold Max: 250.0 °C',
      ].join(''),
    );
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Oven temperature (°C)', 'Door']);
  });

  it('follows its container’s width and shows the exact time and each value at the pointer', async () => {
    installChartDoubles(600);
    const { container } = render(<LineChart {...props} />);
    // uPlot lays out in a microtask.
    await act(() => Promise.resolve());
    const over = container.querySelector<HTMLElement>('.u-over');
    expect(over).not.toBeNull();
    expect(container.querySelector('canvas')?.getAttribute('width')).not.toBe('0');
    const plotWidth = parseFloat((over as HTMLElement).style.width);
    expect(plotWidth).toBeGreaterThan(300);
    const tooltipText = () =>
      plain([...(over as HTMLElement).children].find((child) => child.textContent)?.textContent);

    fireEvent.mouseMove(over as HTMLElement, { clientX: plotWidth - 1, clientY: 20 });
    expect(tooltipText()).toBe('Dec 2, 2026, 10:00:00 AMOven temperature: 212.4 °CDoor: no value');
    // The middle point's null is a gap: no value there, not a zero.
    fireEvent.mouseMove(over as HTMLElement, { clientX: plotWidth / 2, clientY: 20 });
    expect(tooltipText()).toBe('Dec 2, 2026, 9:00:00 AMOven temperature: no valueDoor: no value');
  });

  it('gives new points to the same plot, and makes a new one only when what is drawn changes', () => {
    const sizes = installChartDoubles();
    const { container, rerender, unmount } = render(<LineChart {...props} />);
    const canvas = container.querySelector('canvas');
    const [oven, door] = props.series;
    const morePoints = { ...oven!, points: [...oven!.points, { time: at('2026-12-02T10:00:00Z'), value: 199 }] };
    rerender(<LineChart {...props} series={[morePoints, door!]} />);
    expect(container.querySelector('canvas')).toBe(canvas);
    expect(plain(screen.getByRole('figure').textContent)).toContain('last 199.0 °C at Dec 2, 2026, 11:00 AM');

    rerender(<LineChart {...props} series={[{ ...morePoints, unit: '°F' }, door!]} />);
    expect(container.querySelector('canvas')).not.toBe(canvas);
    expect(container.querySelectorAll('canvas')).toHaveLength(1);

    unmount();
    // Each plot's size observer, and the legend's.
    expect(sizes.disconnected).toBe(3);
  });

  it('draws in system colours in forced-colors mode', () => {
    installChartDoubles();
    window.matchMedia = matchMediaFor(['(forced-colors: active)']);
    const { container } = render(<LineChart {...props} />);
    expect([...container.querySelectorAll('li line')].map((line) => line.getAttribute('stroke'))).toEqual([
      'CanvasText',
      'Highlight',
    ]);
  });
});
