import AssessmentIcon from '@mui/icons-material/Assessment';
import BarChartIcon from '@mui/icons-material/BarChart';
import BoltIcon from '@mui/icons-material/Bolt';
import BuildIcon from '@mui/icons-material/Build';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import EventIcon from '@mui/icons-material/Event';
import InsightsIcon from '@mui/icons-material/Insights';
import InventoryIcon from '@mui/icons-material/Inventory';
import MapIcon from '@mui/icons-material/Map';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SensorsIcon from '@mui/icons-material/Sensors';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SpeedIcon from '@mui/icons-material/Speed';
import SummarizeIcon from '@mui/icons-material/Summarize';
import TableChartIcon from '@mui/icons-material/TableChart';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import { Chip, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

/**
 * The Material icons a page commonly carries, drawn from the icons the app already bundles; any other name shows as
 * its text only. The name is never used as markup or as an address: it is admin-authored text.
 */
const KNOWN: Record<string, ComponentType<SvgIconProps>> = {
  assessment: AssessmentIcon,
  bar_chart: BarChartIcon,
  bolt: BoltIcon,
  build: BuildIcon,
  dashboard: DashboardIcon,
  description: DescriptionIcon,
  event: EventIcon,
  insights: InsightsIcon,
  inventory: InventoryIcon,
  map: MapIcon,
  notifications: NotificationsIcon,
  sensors: SensorsIcon,
  show_chart: ShowChartIcon,
  speed: SpeedIcon,
  summarize: SummarizeIcon,
  table_chart: TableChartIcon,
  water_drop: WaterDropIcon,
};

/** A page's icon (`custom.glbMatIcon`): a small chip with the icon's name, and the icon itself when it is one we draw. */
export function PageIcon({ name }: { name: string | null }) {
  if (!name) return null;
  const Icon = Object.hasOwn(KNOWN, name) ? KNOWN[name] : undefined;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={Icon ? <Icon aria-hidden /> : undefined}
      label={name}
      title={name}
      sx={{ maxWidth: '100%' }}
    />
  );
}
