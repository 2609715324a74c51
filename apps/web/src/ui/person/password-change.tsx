import { useCallback, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { checkAccountField, fieldRule, fieldErrorsFrom } from '../../lib/account-fields.ts';
import { isApiError } from '../../lib/api.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCheckedFields } from '../../lib/use-checked-fields.ts';
import { FormFailure } from '../form-failure.tsx';
import { PasswordField } from '../password-field.tsx';
import { usePasswordChange } from '../../lib/queries/password-change.ts';

const FIELDS = ['currentPassword', 'newPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '' };

// The new password follows the sign-up rule; the server also refuses common ones and the old one.
const check = (field: Field, value: string) =>
  field === 'currentPassword'
    ? value
      ? undefined
      : i18n.t('profile.password.enterCurrent')
    : checkAccountField('password', value);

/** Change the password with the current one; every other session of the user then ends. */
export function PasswordChangeCard({ userName }: { userName: string }) {
  const { t } = useT();
  return (
    <Card component="section" aria-labelledby="password-title">
      <Title order={2} size="h4" id="password-title">
        {t('profile.password.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('profile.password.intro')}
      </Text>
      <PasswordChangeForm userName={userName} labelledBy="password-title" />
    </Card>
  );
}

type FormProps = {
  userName: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** Told once the password is changed (the form also says so). */
  onChanged?: () => void;
};

/** The current and the new password, checked as typed and by the server. */
export function PasswordChangeForm({ userName, labelledBy, onChanged }: FormProps) {
  const { t } = useT();
  const change = usePasswordChange();
  const { values, errors, setField, blur, showErrors, validate, reset } = useCheckedFields(
    FIELDS,
    EMPTY,
    check,
  );
  const [done, setDone] = useState(false);
  const edit = useCallback(
    (field: Field, value: string) => {
      setDone(false);
      setField(field, value);
    },
    [setField],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!validate(form)) return;
    change.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        setDone(true);
        onChanged?.();
      },
      onError: (error) => {
        if (isApiError(error)) showErrors(fieldErrorsFrom(FIELDS, error.fields), form);
      },
    });
  };

  const failure = change.error;
  const marked = isApiError(failure) && Object.keys(fieldErrorsFrom(FIELDS, failure.fields)).length > 0;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        {/* Lets a password manager file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
        <PasswordInput
          label={t('profile.password.current')}
          name="currentPassword"
          autoComplete="current-password"
          required
          withAsterisk={false}
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(event) => edit('currentPassword', event.currentTarget.value)}
          onBlur={blur('currentPassword')}
        />
        <PasswordField
          label={t('profile.password.new')}
          name="newPassword"
          value={values.newPassword}
          error={errors.newPassword}
          description={fieldRule('password')}
          onChange={(value) => edit('newPassword', value)}
          onBlur={blur('newPassword')}
        />
        {done && (
          <Alert variant="light" color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
            {t('profile.password.changed')}
          </Alert>
        )}
        <FormFailure title={t('profile.password.notChanged')} error={failure} markedFields={marked} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('profile.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
