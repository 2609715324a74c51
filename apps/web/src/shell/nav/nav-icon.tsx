import {
  IconBell,
  IconBook,
  IconChartBar,
  IconExternalLink,
  IconLayoutDashboard,
  IconPoint,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { navIconKey, type NavIconKey } from './nav-icon-key.ts';

const ICONS: Record<NavIconKey, Icon> = {
  dashboard: IconLayoutDashboard,
  chart: IconChartBar,
  user: IconUser,
  bell: IconBell,
  book: IconBook,
  external: IconExternalLink,
  fallback: IconPoint,
};

export function NavIcon({ icon, size = 20 }: { icon: string | undefined; size?: number }) {
  const Glyph = ICONS[navIconKey(icon)];
  return <Glyph size={size} stroke={1.7} aria-hidden focusable={false} />;
}
