import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Clash } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatRangeInZone } from '../../../lib/zoned-format.ts';
import { Alert } from '../../../ui/alert.tsx';

/**
 * Events at the same venue or with a team in common at overlapping times, before saving. Only a
 * warning: two squads may share a big ground. Shown on the form's clock (the zone it is in).
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
        {clashes.map((clash) => (
          <List.Item key={`${clash.id}-${clash.on}-${clash.what}`}>
            <Anchor component={Link} to={`/event/${clash.id}`} target="_blank" size="sm" inherit>
              {t(`eventForm.clash.${clash.on}`, {
                title: clash.title,
                when: formatRangeInZone(clash.startsAt, clash.endsAt, timeZone, language),
                what: clash.what,
              })}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
