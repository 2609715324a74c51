import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Clash } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatRangeInZone } from '../../../lib/zoned-format.ts';
import { Alert } from '../../../ui/alert.tsx';

/**
 * Events at the same venue or with a team in common at overlapping times, before saving. Only a
 * warning: two squads may share a big ground. Shown on the form's clock (the zone it is in).
 * Another team's event a coach may not open comes without its title and times (`visible: false`):
 * it is "another event" at the venue, with no link to a page they could not see.
 */
export function ClashWarning({ clashes, timeZone }: { clashes: Clash[]; timeZone: string }) {
  const { t, language } = useT();
  if (clashes.length === 0) return null;
  return (
    <Alert type="warning" title={t('eventForm.clash.title')}>
      <Text size="sm" mb={4}>
        {t('eventForm.clash.intro')}
      </Text>
      <List size="sm" spacing={2}>
        {clashes.map((clash) => {
          const when =
            clash.startsAt && clash.endsAt
              ? formatRangeInZone(clash.startsAt, clash.endsAt, timeZone, language)
              : '';
          const words = { title: clash.title, when, what: clash.what };
          return (
            <List.Item key={`${clash.id}-${clash.on}-${clash.what}`}>
              {clash.visible ? (
                <Anchor component={Link} to={`/event/${clash.id}`} target="_blank" size="sm" inherit>
                  {t(`eventForm.clash.${clash.on}`, words)}
                </Anchor>
              ) : (
                t(clash.on === 'venue' ? 'eventForm.clash.hiddenVenue' : 'eventForm.clash.hiddenTeam', words)
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
