import { useState } from 'react';
import { Button, Card, Stack, Title } from '@mantine/core';
import { IconLogout, IconMessage, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { STAFF_TEXT_MAX, STATUS_REASON_MAX, UserStatus, type SubscriberRecord } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { useSendText, useSignOutEverywhere, useStatusChange } from '../api/use-record.ts';
import { ConfirmDialog, WriteDialog } from '../../../ui/action-dialogs.tsx';

type Open = 'suspend' | 'reactivate' | 'signOut' | 'text' | null;
type Done = Exclude<Open, null>;

/** What staff may do to the account: suspend or reactivate it, end its sessions, text its owner. */
export function RecordActions({ record }: { record: SubscriberRecord }) {
  const { t } = useT();
  const { profile, can } = record;
  const id = profile.subscriberID;
  const status = useStatusChange(id);
  const signOut = useSignOutEverywhere(id);
  const text = useSendText(id);
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<Done | null>(null);
  // A dialog opened afresh starts empty.
  const [round, setRound] = useState(0);
  const suspended = profile.user_status === UserStatus.suspended;
  const name = profile.full_name;

  const start = (which: Done, mutation: { reset: () => void }) => {
    mutation.reset();
    setDone(null);
    setRound((n) => n + 1);
    setOpen(which);
  };
  const finished = (which: Done) => () => {
    setOpen(null);
    setDone(which);
  };

  // Nothing to show a caller who may only look at an account in good standing.
  if (!can.suspend && !can.text && !suspended) return null;
  return (
    <Card component="section" aria-labelledby="record-actions-title">
      <Title order={2} size="h4" id="record-actions-title" mb="sm">
        {t('subscribers.record.actions')}
      </Title>
      <Stack gap="sm">
        {suspended && (
          <Alert type="danger">
            {record.statusReason
              ? t('subscribers.record.suspendedBecause', { reason: record.statusReason })
              : t('subscribers.record.suspendedNoReason')}
          </Alert>
        )}
        {done && (
          <Alert type="success" role="status" dismissible onClose={() => setDone(null)}>
            {t(`subscribers.record.done.${done}`)}
          </Alert>
        )}
        {can.suspend &&
          (suspended ? (
            <Button
              variant="light"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={() => start('reactivate', status)}
            >
              {t('subscribers.record.reactivate')}
            </Button>
          ) : (
            profile.user_status !== UserStatus.rejected && (
              <Button
                // A plain button with a red glyph: tinted red text is too faint on a dark card.
                variant="default"
                leftSection={<IconPlayerPause size={16} color="var(--mantine-color-red-6)" aria-hidden />}
                onClick={() => start('suspend', status)}
              >
                {t('subscribers.record.suspend')}
              </Button>
            )
          ))}
        {can.suspend && (
          <Button
            variant="default"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => start('signOut', signOut)}
            // Unknown without `subscriber.sessions`: the button stays, the server ends whatever is open.
            disabled={record.openSessions?.length === 0}
          >
            {t('subscribers.record.signOut')}
          </Button>
        )}
        {can.text && (
          <Button
            variant="default"
            leftSection={<IconMessage size={16} aria-hidden />}
            onClick={() => start('text', text)}
          >
            {t('subscribers.record.text')}
          </Button>
        )}
      </Stack>

      <WriteDialog
        key={`suspend-${round}`}
        opened={open === 'suspend'}
        title={t('subscribers.record.suspendDialog.title', { name })}
        intro={t('subscribers.record.suspendDialog.intro')}
        label={t('subscribers.record.suspendDialog.label')}
        hint={() => t('subscribers.record.suspendDialog.hint', { max: STATUS_REASON_MAX })}
        max={STATUS_REASON_MAX}
        field="reason"
        submit={t('subscribers.record.suspendDialog.submit')}
        danger
        pending={status.isPending}
        error={status.error}
        onClose={() => setOpen(null)}
        onSubmit={(reason) =>
          status.mutate({ action: 'suspend', reason }, { onSuccess: finished('suspend') })
        }
      />
      <ConfirmDialog
        opened={open === 'reactivate'}
        title={t('subscribers.record.reactivateDialog.title', { name })}
        body={t('subscribers.record.reactivateDialog.body')}
        submit={t('subscribers.record.reactivateDialog.submit')}
        pending={status.isPending}
        error={status.error}
        onClose={() => setOpen(null)}
        onConfirm={() => status.mutate({ action: 'reactivate' }, { onSuccess: finished('reactivate') })}
      />
      <ConfirmDialog
        opened={open === 'signOut'}
        title={t('subscribers.record.signOutDialog.title', { name })}
        body={t('subscribers.record.signOutDialog.body')}
        submit={t('subscribers.record.signOutDialog.submit')}
        danger
        pending={signOut.isPending}
        error={signOut.error}
        onClose={() => setOpen(null)}
        onConfirm={() => signOut.mutate(undefined, { onSuccess: finished('signOut') })}
      />
      <WriteDialog
        key={`text-${round}`}
        opened={open === 'text'}
        title={t('subscribers.record.textDialog.title', { name })}
        intro={t('subscribers.record.textDialog.intro', {
          mobile: `\u2066${profile.isd_code} ${profile.mobile}\u2069`,
        })}
        label={t('subscribers.record.textDialog.label')}
        hint={(count) => t('subscribers.record.textDialog.hint', { count, max: STAFF_TEXT_MAX })}
        max={STAFF_TEXT_MAX}
        field="text"
        submit={t('subscribers.record.textDialog.submit')}
        pending={text.isPending}
        error={text.error}
        onClose={() => setOpen(null)}
        onSubmit={(words) => text.mutate(words, { onSuccess: finished('text') })}
      />
    </Card>
  );
}
