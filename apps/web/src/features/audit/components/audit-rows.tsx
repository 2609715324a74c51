import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { auditActionWords, type AuditEntry } from '@fieldhouse/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { RowList, RowListItem } from '../../../ui/row-list.tsx';
import { useAuditText } from '../lib/use-audit-text.ts';
import { AuditSubject } from './audit-subject.tsx';
import classes from '../audit.module.css';

/** The trail on a phone: one block an entry, what was done and to what first, then who, where and how. */
export function AuditRows({ items }: { items: AuditEntry[] }) {
  const { t } = useT();
  const { words, detailOf, menuTitle } = useAuditText();
  return (
    <RowList label={t('audit.table')}>
      {items.map((entry) => {
        const menu = menuTitle(entry.menuId);
        const detail = detailOf(entry);
        return (
          <RowListItem key={entry.id}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Text size="sm" fw={600}>
                {auditActionWords(words, entry.action)}
              </Text>
              <Text size="xs" c="dimmed" className={classes.nowrap}>
                <bdi>{formatDateTime(entry.at)}</bdi>
              </Text>
            </Group>
            {entry.object && (
              <div>
                <AuditSubject words={words} subject={entry.object} />
              </div>
            )}
            <Text size="sm">
              {t('audit.column.actor')}:{' '}
              {entry.actor ? (
                <>
                  <Anchor component={Link} to={`/subscriber/${entry.actor.subscriberID}`} size="sm">
                    {entry.actor.fullName}
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed">
                    <bdi dir="ltr">@{entry.actor.userName}</bdi>
                  </Text>
                </>
              ) : (
                <Text span size="sm" c="dimmed">
                  {t('audit.system')}
                </Text>
              )}
            </Text>
            {(menu || entry.ip) && (
              <Text size="xs" c="dimmed">
                {menu}
                {menu && entry.ip && ' · '}
                {entry.ip && <bdi dir="ltr">{entry.ip}</bdi>}
              </Text>
            )}
            {detail && (
              <Text size="xs" className={classes.detail}>
                {detail}
              </Text>
            )}
          </RowListItem>
        );
      })}
    </RowList>
  );
}
