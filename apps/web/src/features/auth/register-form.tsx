import type { FormEvent } from 'react';
import { Button, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { InitResponse } from '@fieldhouse/contract';
import { VERIFY_PATH } from '../../lib/auth-paths.ts';
import { isApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCheckedFields } from '../../lib/use-checked-fields.ts';
import { FormFailure } from '../../ui/form-failure.tsx';
import { genderText } from '../../ui/person/gender-text.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import {
  DateOfBirthInput,
  EmailInput,
  MobileInputs,
  NameInputs,
  SportSelect,
} from '../../ui/person/person-inputs.tsx';
import { useRegister } from './api/use-register.ts';
import {
  REGISTER_FIELDS,
  checkField,
  fieldRule,
  emptyRegisterValues,
  serverFieldErrors,
  toRequest,
  type RegisterField,
} from './register-rules.ts';

type RegisterFormProps = { lookups: InitResponse };

const today = () => new Date().toISOString().slice(0, 10);

/** The sign-up form: each rule shown as the user types, the server's verdict in the same places. */
export function RegisterForm({ lookups }: RegisterFormProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const register = useRegister();
  const { values, errors, setField, blur, showErrors, validate } = useCheckedFields(
    REGISTER_FIELDS,
    { ...emptyRegisterValues, isd_code: lookups.countries[0]?.isd_code ?? '' },
    checkField,
  );

  const bind = (field: RegisterField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    description: fieldRule(field),
    onBlur: blur(field),
    onChange: (event: { currentTarget: { value: string } }) => setField(field, event.currentTarget.value),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!validate(form)) return;
    register.mutate(toRequest(values), {
      onSuccess: () => void navigate(VERIFY_PATH, { replace: true }),
      onError: (error) => {
        if (isApiError(error)) showErrors(serverFieldErrors(error.fields), form);
      },
    });
  };

  const failure = register.error;
  const marked = isApiError(failure) && Object.keys(serverFieldErrors(failure.fields)).length > 0;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="register-title">
      <Stack gap="md">
        <NameInputs bind={bind} />
        <MobileInputs bind={bind} countries={lookups.countries} />
        <EmailInput bind={bind} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateOfBirthInput bind={bind} max={today()} autoComplete="bday" required withAsterisk={false} />
          <NativeSelect
            {...bind('gender')}
            label={t('signUp.fields.gender')}
            data={[
              { value: '', label: t('signUp.fields.choose') },
              ...lookups.genders.map((g) => ({ value: g.value, label: genderText(g.value, g.label) })),
            ]}
          />
        </SimpleGrid>
        <SportSelect bind={bind} sports={lookups.sports} withBlank />
        <PasswordField
          value={values.password}
          error={errors.password}
          description={fieldRule('password')}
          onChange={(value) => setField('password', value)}
          onBlur={blur('password')}
        />
        <FormFailure title={t('signUp.register.failed')} error={failure} markedFields={marked} />
        <Button type="submit" fullWidth size="md" loading={register.isPending}>
          {t('signUp.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
