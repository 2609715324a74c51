import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { DELETION_REASON_MAX_LENGTH, type DeletionQueueItem } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { TONES } from '../../../ui/tone.ts';

type Props = {
  item: DeletionQueueItem | null;
  decision: 'confirm' | 'decline';
  opened: boolean;
  pending: boolean;
  failure: string | undefined;
  onDecide: (reason?: string) => void;
  onClose: () => void;
};

const FORM_ID = 'deletion-decision-form';

/** Confirming says what is removed for good; declining needs a reason, which the asker is told. */
export function DeletionDialog({ item, decision, opened, pending, failure, onDecide, onClose }: Props) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const confirming = decision === 'confirm';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirming) return onDecide();
    const trimmed = reason.trim();
    if (!trimmed) return setError(t('review.deletions.dialog.reasonMissing'));
    onDecide(trimmed);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(confirming ? 'review.deletions.dialog.confirmTitle' : 'review.deletions.dialog.declineTitle')}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            color={confirming ? TONES.danger : undefined}
            loading={pending}
          >
            {t(confirming ? 'review.deletions.dialog.confirm' : 'review.deletions.dialog.decline')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t(confirming ? 'review.deletions.dialog.confirmText' : 'review.deletions.dialog.declineText', {
              name: item?.full_name ?? '',
            })}
          </Text>
          {!confirming && (
            <Textarea
              label={t('review.deletions.dialog.reason')}
              autosize
              minRows={3}
              maxLength={DELETION_REASON_MAX_LENGTH}
              required
              withAsterisk={false}
              data-autofocus
              value={reason}
              error={error}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setError(undefined);
              }}
            />
          )}
          {failure && (
            <Alert type="danger" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
