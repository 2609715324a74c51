import { Badge } from '@mantine/core';
import { UserStatus } from '@fieldhouse/contract';
import { useT } from '../lib/i18n/use-t.ts';
import { TONES } from './tone.ts';

const STATUS_TONE: Record<UserStatus, string> = {
  [UserStatus.active]: TONES.success,
  [UserStatus.phoneNotVerified]: TONES.warning,
  [UserStatus.awaitingReview]: TONES.info,
  [UserStatus.suspended]: TONES.danger,
  [UserStatus.rejected]: TONES.danger,
  [UserStatus.awaitingParent]: TONES.primary,
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useT();
  return (
    <Badge color={STATUS_TONE[status]} variant="filled" radius="sm" tt="none">
      {t(`lists.userStatus.${status}`)}
    </Badge>
  );
}
