import { render, screen } from '@testing-library/react';
import type { Dimensions } from '@/features/pages/model/data/sheet';
import type { ViewComponent } from '@/features/pages/model/data/view-components';
import { matchMediaFor } from './charts/chart-test-doubles';
import { PageGrid, PHONE_QUERY, ROW_PIXELS } from './page-grid';

const component = (publicId: string, dimensions: Dimensions): ViewComponent => ({
  publicId,
  index: 0,
  templateId: null,
  templateName: publicId,
  kind: 'text',
  settings: null,
  dimensions,
});

const SHEET = [
  component('wide', { type: 'sheet', left: 0, top: 0, cols: 8, rows: 8, mobileOrder: 2 }),
  component('side', { type: 'sheet', left: 8, top: 0, cols: 4, rows: 3, mobileOrder: 1, mobileHeight: 5 }),
  component('below', { type: 'sheet', left: 0, top: 8, cols: 12, rows: 3 }),
];
const names = () => screen.getAllByRole('article').map((element) => element.textContent);
const cell = (name: string) => screen.getByText(name).parentElement!;
/** jsdom computes no grid properties: the rules emotion wrote for the element's classes, as text. */
const rulesOf = (element: Element) =>
  [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .join('\n')
    .split('}')
    .filter((rule) => [...element.classList].some((name) => rule.includes(`.${name}`)))
    .join('}');
const renderGrid = (format: 'sheet' | 'card' | 'report', components: ViewComponent[]) =>
  render(<PageGrid format={format} components={components} render={(item) => <p role="article">{item.publicId}</p>} />);

describe('the page grid', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
  });

  it('puts each component where its dimensions say on 12 columns of 40 px rows', () => {
    window.matchMedia = matchMediaFor([]);
    renderGrid('sheet', SHEET);
    expect(names()).toEqual(['wide', 'side', 'below']);
    expect(rulesOf(cell('side'))).toMatch(/grid-column:\s*9\s*\/\s*span 4;\s*grid-row:\s*1\s*\/\s*span 3/);
    expect(rulesOf(cell('below'))).toMatch(/grid-column:\s*1\s*\/\s*span 12;\s*grid-row:\s*9\s*\/\s*span 3/);
    const grid = rulesOf(cell('below').parentElement!);
    expect(grid).toMatch(/grid-template-columns:\s*repeat\(12,\s*minmax\(0,\s*1fr\)\)/);
    expect(grid).toMatch(new RegExp(`grid-auto-rows:\\s*${ROW_PIXELS}px`));
  });

  it('stacks a sheet under 600 px by mobileOrder, then by place, each as high as its mobileHeight', () => {
    window.matchMedia = matchMediaFor([PHONE_QUERY]);
    renderGrid('sheet', SHEET);
    expect(names()).toEqual(['side', 'wide', 'below']);
    // 5 rows of 40 px with 4 gaps of 12 px.
    expect(cell('side')).toHaveStyle({ height: `${5 * ROW_PIXELS + 4 * 12}px` });
  });

  it('stacks cards by their order, each as high as its height', () => {
    window.matchMedia = matchMediaFor([]);
    renderGrid('card', [
      component('second', { type: 'card', height: 200, order: 1 }),
      component('first', { type: 'card', height: 120, order: 0 }),
    ]);
    expect(names()).toEqual(['first', 'second']);
    expect(cell('first')).toHaveStyle({ height: '120px' });
  });
});
