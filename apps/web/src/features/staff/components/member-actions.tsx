import { Badge, Menu } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconSend } from '@tabler/icons-react';
import type { StaffMember, StaffState } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { RowActionsMenu } from '../../../ui/row-actions-menu.tsx';
import { NEUTRAL, TONES } from '../../../ui/tone.ts';

// Filled in tones dark enough for white text (WCAG AA) in both schemes.
const STATE_COLORS: Record<StaffState, string> = {
  invited: TONES.info,
  active: TONES.success,
  deactivated: NEUTRAL,
};

export type StaffAction = 'reinvite' | 'deactivate' | 'reactivate';

/** A staff account's state (invited, active, deactivated) in the reader's language. */
export function StaffStateBadge({ state }: { state: StaffState }) {
  const { t } = useT();
  return (
    <Badge size="sm" variant="filled" tt="none" color={STATE_COLORS[state]}>
      {t(`staff.state.${state}`)}
    </Badge>
  );
}

/** The menu of what may be done to one staff account: invite again, deactivate or reactivate. */
export function MemberActions({
  member,
  onAction,
}: {
  member: StaffMember;
  onAction: (action: StaffAction) => void;
}) {
  const { t } = useT();
  return (
    <RowActionsMenu label={t('staff.actionsFor', { name: member.fullName })}>
      {member.state === 'invited' && (
        <Menu.Item leftSection={<IconSend size={16} aria-hidden />} onClick={() => onAction('reinvite')}>
          {t('staff.reinvite')}
        </Menu.Item>
      )}
      {member.state === 'deactivated' ? (
        <Menu.Item
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => onAction('reactivate')}
        >
          {t('staff.reactivate')}
        </Menu.Item>
      ) : (
        <Menu.Item
          color="red"
          leftSection={<IconPlayerPause size={16} aria-hidden />}
          onClick={() => onAction('deactivate')}
        >
          {t('staff.deactivate')}
        </Menu.Item>
      )}
    </RowActionsMenu>
  );
}
