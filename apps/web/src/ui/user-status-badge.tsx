import { Badge } from '@mantine/core';
import { USER_STATUS_LABELS, UserStatus } from '@fieldhouse/contract';
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
  return (
    <Badge color={STATUS_TONE[status]} variant="filled" radius="sm" tt="none">
      {USER_STATUS_LABELS[status]}
    </Badge>
  );
}
