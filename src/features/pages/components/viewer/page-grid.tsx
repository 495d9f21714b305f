import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useMediaQueryMatches } from '@/ui/use-media-query';
import { gridOf, mobileOrder, type SheetDimensions } from '@/features/pages/model/data/sheet';
import type { PageFormat, ViewComponent } from '@/features/pages/model/data/view-components';

/** A sheet row's height in pixels (docs/MACHINE-DATA.md: `rows` and `mobileHeight` count these). */
export const ROW_PIXELS = 40;
const GAP_PIXELS = 12;
/** What a component's frame takes of its height besides its content: the title and the padding. */
const FRAME_PIXELS = 64;
/** Under this width the sheet stacks its components (docs/MACHINE-DATA.md, the phone layout). */
export const PHONE_QUERY = '(max-width: 599.95px)';

/** The pixels a component's content has: its rows (or card height) less its frame. */
export function contentHeight(component: ViewComponent, phone: boolean): number {
  const { dimensions } = component;
  const rows =
    dimensions.type === 'card'
      ? null
      : phone && dimensions.type === 'sheet'
        ? (dimensions.mobileHeight ?? dimensions.rows)
        : dimensions.rows;
  const outer = rows === null ? (dimensions as { height: number }).height : rows * ROW_PIXELS + (rows - 1) * GAP_PIXELS;
  return Math.max(80, outer - FRAME_PIXELS);
}

/** The pixels wide a component is on a grid `width` pixels wide. */
export function componentWidth(component: ViewComponent, width: number, phone: boolean): number {
  const { dimensions } = component;
  if (dimensions.type === 'card' || phone) return width;
  const { columns } = gridOf(dimensions.type);
  return Math.max(1, Math.round(((width + GAP_PIXELS) * dimensions.cols) / columns - GAP_PIXELS));
}

interface PageGridProps {
  format: PageFormat;
  components: readonly ViewComponent[];
  render: (component: ViewComponent) => ReactNode;
}

/**
 * The page's components as its format lays them out: the 12-column sheet (stacked by mobileOrder under 600 px), a
 * report's grid, or the card stack in its order.
 */
export function PageGrid({ format, components, render }: PageGridProps) {
  const phone = useMediaQueryMatches(PHONE_QUERY);
  if (format === 'card') {
    const cards = [...components].sort(
      (a, b) =>
        (a.dimensions.type === 'card' ? a.dimensions.order : 0) -
        (b.dimensions.type === 'card' ? b.dimensions.order : 0),
    );
    return (
      <Stack spacing={`${GAP_PIXELS}px`} sx={{ maxWidth: 640 }}>
        {cards.map((component) => (
          <Box
            key={component.publicId}
            sx={{ height: component.dimensions.type === 'card' ? component.dimensions.height : undefined }}
          >
            {render(component)}
          </Box>
        ))}
      </Stack>
    );
  }
  if (phone && format === 'sheet') {
    const stacked = mobileOrder(components as (ViewComponent & { dimensions: SheetDimensions })[]);
    return (
      <Stack spacing={`${GAP_PIXELS}px`}>
        {stacked.map((component) => (
          <Box key={component.publicId} sx={{ height: contentHeight(component, true) + FRAME_PIXELS }}>
            {render(component)}
          </Box>
        ))}
      </Stack>
    );
  }
  const { columns } = gridOf(format);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridAutoRows: `${ROW_PIXELS}px`,
        gap: `${GAP_PIXELS}px`,
        maxWidth: format === 'sheet' ? undefined : 960,
      }}
    >
      {components.map((component) => {
        const box = component.dimensions.type === 'card' ? null : component.dimensions;
        return (
          <Box
            key={component.publicId}
            sx={
              box
                ? {
                    gridColumn: `${box.left + 1} / span ${box.cols}`,
                    gridRow: `${box.top + 1} / span ${box.rows}`,
                    minWidth: 0,
                  }
                : undefined
            }
          >
            {render(component)}
          </Box>
        );
      })}
    </Box>
  );
}
