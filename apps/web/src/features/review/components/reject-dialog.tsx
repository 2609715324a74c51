import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_REASON_MAX_LENGTH, type ReviewRegistration } from '@fieldhouse/contract';
import { TONES } from '../../../ui/tone.ts';

type RejectDialogProps = {
  registration: ReviewRegistration | null;
  pending: boolean;
  failure: string | undefined;
  onReject: (reason: string) => void;
  onClose: () => void;
};

/** Rejecting needs a reason: the subscriber is sent it by notification and SMS. */
export function RejectDialog({ registration, pending, failure, onReject, onClose }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError('Say why the registration is rejected');
      return;
    }
    onReject(trimmed);
  };

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  return (
    <Modal
      opened={registration !== null}
      onClose={close}
      title="Reject registration"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {registration?.full_name} (<bdi dir="ltr">@{registration?.user_name}</bdi>) will get a text
            message and a notification with your reason.
          </Text>
          <Textarea
            label="Reason"
            description={`Up to ${REVIEW_REASON_MAX_LENGTH} characters, in words the subscriber understands.`}
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
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color={TONES.danger} loading={pending}>
              Reject
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
