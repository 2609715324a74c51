import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { InitResponse } from '@fieldhouse/contract';
import { VERIFY_PATH } from '../../lib/auth-paths.ts';
import { isApiError } from '../../lib/api.ts';
import { useRegister } from './api/use-register.ts';
import { PasswordField } from './password-field.tsx';
import {
  REGISTER_FIELDS,
  RULES,
  checkAll,
  checkField,
  emptyRegisterValues,
  serverFieldErrors,
  toRequest,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
} from './register-rules.ts';

type RegisterFormProps = { lookups: InitResponse };

const today = () => new Date().toISOString().slice(0, 10);

/** The sign-up form: each rule shown as the user types, the server's verdict in the same places. */
export function RegisterForm({ lookups }: RegisterFormProps) {
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState<RegisterValues>(() => ({
    ...emptyRegisterValues,
    isd_code: lookups.countries[0]?.isd_code ?? '',
  }));
  const [errors, setErrors] = useState<RegisterErrors>({});

  const setField = (field: RegisterField, value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: checkField(field, value) }));
  };
  const blur = (field: RegisterField) => () =>
    setErrors((old) => ({ ...old, [field]: checkField(field, values[field]) }));
  const bind = (field: RegisterField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    description: RULES[field],
    onBlur: blur(field),
  });
  const focusFirst = (form: HTMLFormElement, found: RegisterErrors) => {
    const first = REGISTER_FIELDS.find((field) => found[field]);
    const element = first ? form.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = checkAll(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirst(form, found);
      return;
    }
    register.mutate(toRequest(values), {
      onSuccess: () => void navigate(VERIFY_PATH, { replace: true }),
      onError: (error) => {
        if (!isApiError(error)) return;
        const fromServer = serverFieldErrors(error.fields);
        setErrors(fromServer);
        focusFirst(form, fromServer);
      },
    });
  };

  const failure = register.error;
  const unmatched = failure && isApiError(failure) && !Object.keys(serverFieldErrors(failure.fields)).length;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="register-title">
      <Stack gap="md">
        <TextInput
          {...bind('full_name')}
          label="Full name"
          autoComplete="name"
          required
          withAsterisk={false}
          onChange={(e) => setField('full_name', e.currentTarget.value)}
        />
        <TextInput
          {...bind('user_name')}
          label="User name"
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
            label="Country code"
            w={150}
            autoComplete="tel-country-code"
            data={lookups.countries.map((c) => ({ value: c.isd_code, label: `${c.isd_code} ${c.name}` }))}
            onChange={(e) => setField('isd_code', e.currentTarget.value)}
          />
          <TextInput
            {...bind('mobile')}
            label="Mobile number"
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
          label="E-mail"
          type="email"
          autoComplete="email"
          onChange={(e) => setField('email', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            {...bind('date_of_birth')}
            label="Date of birth"
            type="date"
            max={today()}
            autoComplete="bday"
            required
            withAsterisk={false}
            onChange={(e) => setField('date_of_birth', e.currentTarget.value)}
          />
          <NativeSelect
            {...bind('gender')}
            label="Gender"
            data={[{ value: '', label: 'Choose…' }, ...lookups.genders]}
            onChange={(e) => setField('gender', e.currentTarget.value)}
          />
        </SimpleGrid>
        <NativeSelect
          {...bind('sport_id')}
          label="Sport of interest"
          data={[
            { value: '', label: 'Choose a sport…' },
            ...lookups.sports.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          onChange={(e) => setField('sport_id', e.currentTarget.value)}
        />
        <PasswordField
          value={values.password}
          error={errors.password}
          description={RULES.password}
          onChange={(value) => setField('password', value)}
          onBlur={blur('password')}
        />
        {failure && (
          <Alert
            variant="light"
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            title="Could not create the account"
          >
            {unmatched || !isApiError(failure)
              ? failure.message
              : `${failure.message} See the fields marked above.`}
          </Alert>
        )}
        <Button type="submit" fullWidth size="md" loading={register.isPending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
