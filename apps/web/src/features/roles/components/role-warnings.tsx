import { Stack } from '@mantine/core';
import { AREAS, actionsOf, isPersonalArea, type AreaKey } from '@fieldhouse/contract';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';

const AREA_KEYS = (Object.keys(AREAS) as AreaKey[]).filter((area) => !isPersonalArea(area));
/** What an event role sees without `event.every-team`: only the events of teams its holder coaches. */
const TEAM_BOUND = ['event.view', 'event.edit', 'match.view', 'match.edit', 'match.score'];

/** The areas where the ticks give an action but not the View that opens the area. */
export function areasWithoutView(chosen: ReadonlySet<string>): AreaKey[] {
  return AREA_KEYS.filter((area) => {
    const actions = actionsOf(area);
    const view = `${area}.view`;
    return actions.some((a) => a === view) && !chosen.has(view) && actions.some((a) => chosen.has(a));
  });
}

/** Whether the ticks give events or matches bound to the holder's own teams (no `event.every-team`). */
export function boundToOwnTeams(chosen: ReadonlySet<string>): boolean {
  return !chosen.has('event.every-team') && TEAM_BOUND.some((action) => chosen.has(action));
}

/** Says, before saving, where a role's ticks make no sense or do less than they seem to. */
export function RoleWarnings({ chosen }: { chosen: ReadonlySet<string> }) {
  const { t } = useT();
  const withoutView = areasWithoutView(chosen);
  const ownTeams = boundToOwnTeams(chosen);
  if (withoutView.length === 0 && !ownTeams) return null;
  return (
    <Stack gap="xs">
      {withoutView.map((area) => (
        <Alert key={area} type="warning">
          {t('roles.warnings.withoutView', { area: dataName(AREAS[area].title) })}
        </Alert>
      ))}
      {ownTeams && <Alert type="info">{t('roles.warnings.ownTeamsOnly')}</Alert>}
    </Stack>
  );
}
