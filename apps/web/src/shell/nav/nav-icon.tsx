import {
  IconBell,
  IconBook,
  IconCalendarEvent,
  IconChartBar,
  IconDatabase,
  IconExternalLink,
  IconHistory,
  IconLayoutDashboard,
  IconMessage,
  IconPoint,
  IconShieldLock,
  IconTrophy,
  IconUser,
  IconUserCheck,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { navIconKey, type NavIconKey } from './nav-icon-key.ts';

/** Every icon word of the area registry has its glyph, or the type-check fails. */
export const ICONS: Record<NavIconKey, Icon> = {
  dashboard: IconLayoutDashboard,
  chart: IconChartBar,
  user: IconUser,
  'user-check': IconUserCheck,
  bell: IconBell,
  book: IconBook,
  message: IconMessage,
  history: IconHistory,
  shield: IconShieldLock,
  users: IconUsersGroup,
  database: IconDatabase,
  calendar: IconCalendarEvent,
  trophy: IconTrophy,
  external: IconExternalLink,
  fallback: IconPoint,
};

export function NavIcon({ icon, size = 20 }: { icon: string | undefined; size?: number }) {
  const Glyph = ICONS[navIconKey(icon)];
  return <Glyph size={size} stroke={1.7} aria-hidden focusable={false} />;
}
