import type { FormEvent } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { InitResponse } from '@fieldhouse/contract';
import { VERIFY_PATH } from '../../lib/auth-paths.ts';
import { isApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { countryCodeOptions } from '../../lib/queries/lookups.ts';
import { useCheckedFields } from '../../lib/use-checked-fields.ts';
import { FormFailure } from '../../ui/form-failure.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
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
import { dataName } from '../../lib/i18n/data-name.ts';

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
        <TextInput
          {...bind('full_name')}
          label={t('signUp.fields.fullName')}
          autoComplete="name"
          required
          withAsterisk={false}
          onChange={(e) => setField('full_name', e.currentTarget.value)}
        />
        <TextInput
          {...bind('user_name')}
          label={t('signUp.fields.userName')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          withAsterisk={false}
          onChange={(e) => setField('user_name', e.currentTarget.value)}
        />
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <NativeSelect
            {...bind('isd_code')}
            description={undefined}
            label={t('signUp.fields.countryCode')}
            w={150}
            autoComplete="tel-country-code"
            data={countryCodeOptions(lookups.countries)}
            onChange={(e) => setField('isd_code', e.currentTarget.value)}
          />
          <TextInput
            {...bind('mobile')}
            label={t('signUp.fields.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            // The hint goes under the box, so the number lines up with the country code beside it.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            withAsterisk={false}
            flex={1}
            onChange={(e) => setField('mobile', e.currentTarget.value)}
          />
        </Group>
        <TextInput
          {...bind('email')}
          label={t('signUp.fields.email')}
          type="email"
          autoComplete="email"
          onChange={(e) => setField('email', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            {...bind('date_of_birth')}
            label={t('signUp.fields.dateOfBirth')}
            type="date"
            max={today()}
            autoComplete="bday"
            required
            withAsterisk={false}
            onChange={(e) => setField('date_of_birth', e.currentTarget.value)}
          />
          <NativeSelect
            {...bind('gender')}
            label={t('signUp.fields.gender')}
            data={[{ value: '', label: t('signUp.fields.choose') }, ...lookups.genders]}
            onChange={(e) => setField('gender', e.currentTarget.value)}
          />
        </SimpleGrid>
        <NativeSelect
          {...bind('sport_id')}
          label={t('signUp.fields.sport')}
          data={[
            { value: '', label: t('signUp.fields.chooseSport') },
            ...lookups.sports.map((s) => ({ value: String(s.id), label: dataName(s.name) })),
          ]}
          onChange={(e) => setField('sport_id', e.currentTarget.value)}
        />
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
