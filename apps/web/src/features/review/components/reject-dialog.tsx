import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_REASON_MAX_LENGTH, type ReviewRegistration } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { TONES } from '../../../ui/tone.ts';

type RejectDialogProps = {
  registration: ReviewRegistration | null;
  opened: boolean;
  pending: boolean;
  failure: string | undefined;
  onReject: (reason: string) => void;
  onClose: () => void;
};

const FORM_ID = 'reject-registration-form';
// Keeps a left-to-right user name whole inside right-to-left text (what <bdi dir="ltr"> does).
const ltr = (text: string) => `\u2066${text}\u2069`;

/** Rejecting needs a reason: the subscriber is sent it by notification and SMS. */
export function RejectDialog({
  registration,
  opened,
  pending,
  failure,
  onReject,
  onClose,
}: RejectDialogProps) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(t('review.rejectDialog.reasonMissing'));
      return;
    }
    onReject(trimmed);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('review.rejectDialog.title')}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} color={TONES.danger} loading={pending}>
            {t('review.rejectDialog.submit')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('review.rejectDialog.intro', {
              name: registration?.full_name ?? '',
              userName: ltr(`@${registration?.user_name ?? ''}`),
            })}
          </Text>
          <Textarea
            label={t('review.rejectDialog.reason')}
            description={t('review.rejectDialog.reasonHint', { max: REVIEW_REASON_MAX_LENGTH })}
            autosize
            minRows={3}
            maxLength={REVIEW_REASON_MAX_LENGTH}
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
