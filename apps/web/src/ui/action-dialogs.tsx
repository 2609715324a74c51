import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { isApiError } from '../lib/api.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { Alert } from './alert.tsx';
import { Modal } from './modal.tsx';
import { TONES } from './tone.ts';

type Common = {
  opened: boolean;
  title: string;
  submit: string;
  danger?: boolean;
  pending: boolean;
  error: Error | null;
  onClose: () => void;
};

const FORM_ID = 'action-dialog-form';

const Footer = ({ submit, danger, pending, onClose, form }: Common & { form: string }) => {
  const { t } = useT();
  return (
    <>
      <Button variant="default" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" form={form} color={danger ? TONES.danger : undefined} loading={pending}>
        {submit}
      </Button>
    </>
  );
};

type WriteDialogProps = Common & {
  intro: ReactNode;
  label: string;
  /** Under the box: what happens to the words, and how many there may be. */
  hint: (length: number) => string;
  max: number;
  /** The field the server names when it refuses the words (`reason`, `text`). */
  field: string;
  onSubmit: (words: string) => void;
};

/** A dialog that needs a few words written: a suspension's reason, a text to send. */
export function WriteDialog(props: WriteDialogProps) {
  const { intro, label, hint, max, field, error, onSubmit, opened } = props;
  const [words, setWords] = useState('');
  const fieldError = isApiError(error) ? error.fields?.[field] : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(words);
  };
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={props.title}
      footer={<Footer {...props} form={FORM_ID} />}
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          <Textarea
            label={label}
            description={hint(words.length)}
            autosize
            minRows={3}
            maxLength={max}
            required
            withAsterisk={false}
            data-autofocus
            value={words}
            error={fieldError}
            onChange={(event) => setWords(event.currentTarget.value)}
          />
          {error && !fieldError && (
            <Alert type="danger" role="alert">
              {error.message}
            </Alert>
          )}
        </Stack>
      </form>
    </Modal>
  );
}

/** A dialog that asks before a change that needs no words: reactivate, sign out everywhere. */
export function ConfirmDialog(props: Common & { body: ReactNode; onConfirm: () => void }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onConfirm();
  };
  const formId = `${FORM_ID}-confirm`;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      footer={<Footer {...props} form={formId} />}
    >
      <form id={formId} onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{props.body}</Text>
          {props.error && (
            <Alert type="danger" role="alert">
              {props.error.message}
            </Alert>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
