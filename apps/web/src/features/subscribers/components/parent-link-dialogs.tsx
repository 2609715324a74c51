import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  FIELD_MESSAGES,
  fieldCodeOf,
  parentLinkAddSchema,
  parentLinkRemoveSchema,
  STATUS_REASON_MAX,
  type FieldIssue,
} from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { fieldText } from '../../../lib/i18n/field-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { TONES } from '../../../ui/tone.ts';
import { useAddParent, useRemoveParent } from '../api/use-record.ts';

type Errors = Partial<Record<'parent' | 'reason', string>>;

/** What the contract's schema says of each field, worded by its code in the reader's language. */
function checked(result: { success: boolean; error?: { issues: (FieldIssue & { path: PropertyKey[] })[] } }) {
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'parent' || field === 'reason') && !errors[field]) {
      const code = fieldCodeOf(issue);
      errors[field] = fieldText(code, FIELD_MESSAGES[code]);
    }
  }
  return errors;
}

type DialogProps = {
  opened: boolean;
  subscriberID: string;
  childName: string;
  onClose: () => void;
  onDone: () => void;
};

function ReasonField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const { t } = useT();
  return (
    <Textarea
      label={t('subscribers.record.family.reason')}
      description={t('subscribers.record.family.reasonHint', { max: STATUS_REASON_MAX })}
      autosize
      minRows={2}
      maxLength={STATUS_REASON_MAX}
      required
      withAsterisk={false}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

function Footer({
  form,
  submit,
  pending,
  danger,
  onClose,
}: {
  form: string;
  submit: string;
  pending: boolean;
  danger?: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <>
      <Button variant="default" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" form={form} loading={pending} color={danger ? TONES.danger : undefined}>
        {submit}
      </Button>
    </>
  );
}

/** Staff link a parent or guardian to the subscriber, named by user name or mobile, with a reason. */
export function AddParentDialog({ opened, subscriberID, childName, onClose, onDone }: DialogProps) {
  const { t } = useT();
  const add = useAddParent(subscriberID);
  const [parent, setParent] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const server = isApiError(add.error) ? add.error : null;
  const shown: Errors = {
    parent: errors.parent ?? server?.fields?.parent,
    reason: errors.reason ?? server?.fields?.reason,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { parent, reason };
    const found = checked(parentLinkAddSchema.safeParse(body));
    setErrors(found);
    add.reset();
    if (Object.keys(found).length === 0) add.mutate(body, { onSuccess: onDone });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('subscribers.record.family.addTitle', { name: childName })}
      footer={
        <Footer
          form="add-parent-form"
          submit={t('subscribers.record.family.addSubmit')}
          pending={add.isPending}
          onClose={onClose}
        />
      }
    >
      <form id="add-parent-form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('subscribers.record.family.addIntro')}</Text>
          <TextInput
            label={t('subscribers.record.family.parent')}
            description={t('subscribers.record.family.parentHint')}
            required
            withAsterisk={false}
            data-autofocus
            dir="ltr"
            autoComplete="off"
            value={parent}
            error={shown.parent}
            onChange={(event) => setParent(event.currentTarget.value)}
          />
          <ReasonField value={reason} error={shown.reason} onChange={setReason} />
          {add.error && !shown.parent && !shown.reason && (
            <Alert type="danger" role="alert">
              {add.error.message}
            </Alert>
          )}
        </Stack>
      </form>
    </Modal>
  );
}

/** Staff end a parent or guardian link, with a reason; neither person is sent the reason. */
export function RemoveParentDialog({
  parent,
  subscriberID,
  childName,
  onClose,
  onDone,
}: Omit<DialogProps, 'opened'> & { parent: { subscriberID: string; full_name: string } | null }) {
  const { t } = useT();
  const remove = useRemoveParent(subscriberID);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const server = isApiError(remove.error) ? remove.error : null;
  const reasonError = errors.reason ?? server?.fields?.reason;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parent) return;
    const body = { parentID: parent.subscriberID, reason };
    const found = checked(parentLinkRemoveSchema.safeParse(body));
    setErrors(found);
    remove.reset();
    if (Object.keys(found).length === 0) remove.mutate(body, { onSuccess: onDone });
  };
  return (
    <Modal
      opened={parent !== null}
      onClose={onClose}
      title={t('subscribers.record.family.removeTitle', { name: parent?.full_name ?? '' })}
      footer={
        <Footer
          form="remove-parent-form"
          submit={t('subscribers.record.family.removeSubmit')}
          pending={remove.isPending}
          danger
          onClose={onClose}
        />
      }
    >
      <form id="remove-parent-form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('subscribers.record.family.removeIntro', {
              parent: parent?.full_name ?? '',
              child: childName,
            })}
          </Text>
          <ReasonField value={reason} error={reasonError} onChange={setReason} />
          {remove.error && !reasonError && (
            <Alert type="danger" role="alert">
              {remove.error.message}
            </Alert>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
