import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { isApiError } from '../../lib/api.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { countryCodeOptions, useLookups } from '../../lib/queries/lookups.ts';
import { QueryError } from '../../ui/query-error.tsx';
import { useNameParent } from './api/use-parent.ts';

type Errors = { isd_code?: string | undefined; mobile?: string | undefined };

// Mirrors the contract's mobileSchema without importing zod into this step (it shares the sign-in page).
function checkMobile(value: string): string | undefined {
  const digits = value.replace(/[\s()-]/g, '').replace(/^0+/, '');
  return /^[1-9]\d{5,13}$/.test(digits) ? undefined : i18n.t('steps.nameParent.mobileRule');
}

/** The child names a parent or guardian by mobile number; they are texted a link to approve. */
export function NameParentForm({ onNamed }: { onNamed: () => void }) {
  const { t } = useT();
  const lookups = useLookups();
  const nameParent = useNameParent();
  const [isdCode, setIsdCode] = useState<string>();
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const countries = lookups.data?.countries ?? [];
  const isd = isdCode ?? countries[0]?.isd_code ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkMobile(mobile);
    setErrors({ mobile: problem });
    if (problem) return;
    nameParent.mutate(
      { isd_code: isd, mobile },
      {
        onSuccess: onNamed,
        onError: (error) => {
          if (isApiError(error))
            setErrors({ isd_code: error.fields?.isd_code, mobile: error.fields?.mobile });
        },
      },
    );
  };

  if (lookups.isError) {
    return (
      <QueryError
        title={t('steps.nameParent.countriesFailed')}
        error={lookups.error}
        onRetry={() => void lookups.refetch()}
        retrying={lookups.isFetching}
      />
    );
  }
  const failure = nameParent.error;
  return (
    <form onSubmit={submit} noValidate aria-label={t('steps.nameParent.form')}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <NativeSelect
            label={t('signUp.fields.countryCode')}
            name="isd_code"
            w={150}
            value={isd}
            error={errors.isd_code}
            disabled={!lookups.isSuccess}
            data={countryCodeOptions(countries)}
            onChange={(event) => setIsdCode(event.currentTarget.value)}
          />
          <TextInput
            label={t('steps.nameParent.mobile')}
            name="mobile"
            type="tel"
            inputMode="tel"
            required
            withAsterisk={false}
            flex={1}
            value={mobile}
            error={errors.mobile}
            onChange={(event) => {
              setMobile(event.currentTarget.value);
              if (errors.mobile) setErrors({ mobile: checkMobile(event.currentTarget.value) });
            }}
          />
        </Group>
        {failure && !errors.isd_code && !errors.mobile && (
          <Alert color="red" variant="light" role="alert" title={t('steps.nameParent.failed')}>
            {failure.message}
          </Alert>
        )}
        <Button type="submit" loading={nameParent.isPending} disabled={!lookups.isSuccess}>
          {t('steps.nameParent.submit')}
        </Button>
      </Stack>
    </form>
  );
}
