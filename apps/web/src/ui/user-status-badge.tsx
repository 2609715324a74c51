import { useCallback } from 'react';
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

const STATUS_KEY = {
  [UserStatus.active]: 'active',
  [UserStatus.phoneNotVerified]: 'phoneNotVerified',
  [UserStatus.awaitingReview]: 'awaitingReview',
  [UserStatus.suspended]: 'suspended',
  [UserStatus.rejected]: 'rejected',
  [UserStatus.awaitingParent]: 'awaitingParent',
} as const satisfies Record<UserStatus, string>;

/** A user status in the reader's language (the contract's labels are the English of these). */
export function useStatusLabel(): (status: UserStatus) => string {
  const { t, language } = useT();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function per language
  return useCallback((status: UserStatus) => t(`widgets.status.${STATUS_KEY[status]}`), [t, language]);
}

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const statusLabel = useStatusLabel();
  return (
    <Badge color={STATUS_TONE[status]} variant="filled" radius="sm" tt="none">
      {statusLabel(status)}
    </Badge>
  );
}
