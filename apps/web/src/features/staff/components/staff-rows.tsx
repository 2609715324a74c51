import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { RowList, RowListItem } from '../../../ui/row-list.tsx';
import { MemberActions, StaffStateBadge } from './member-actions.tsx';
import type { StaffListProps } from './staff-table.tsx';

/** The staff page on a phone: one block a person, their actions beside their name. */
export function StaffRows({ items, editable, onAction }: StaffListProps) {
  const { t } = useT();
  return (
    <RowList label={t('staff.table')}>
      {items.map((member) => (
        <RowListItem key={member.subscriberID}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <div>
              <Anchor component={Link} to={`/subscriber/${member.subscriberID}`} size="sm" fw={600}>
                {member.fullName}
              </Anchor>
              <Text size="xs" c="dimmed">
                <bdi dir="ltr">@{member.userName}</bdi>
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <StaffStateBadge state={member.state} />
              {editable && <MemberActions member={member} onAction={(action) => onAction(member, action)} />}
            </Group>
          </Group>
          <Text size="sm">
            {dataName(member.role.name)} · <bdi dir="ltr">{member.mobile}</bdi>
          </Text>
          {member.email && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <bdi dir="ltr">{member.email}</bdi>
            </Text>
          )}
          {member.state === 'invited' && member.invitedAt && (
            <Text size="xs" c="dimmed">
              {t('staff.invitedOn', { date: formatDate(member.invitedAt) })}
            </Text>
          )}
          {member.teams.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('staff.column.teams')}: {member.teams.map((team) => team.name).join(', ')}
            </Text>
          )}
        </RowListItem>
      ))}
    </RowList>
  );
}
