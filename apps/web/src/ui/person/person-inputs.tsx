import { Group, NativeSelect, TextInput, type TextInputProps } from '@mantine/core';
import type { InitResponse } from '@fieldhouse/contract';
import type { PERSON_FIELDS } from '../../lib/account-fields.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { dataName } from '../../lib/i18n/data-name.ts';
import { countryCodeOptions } from '../../lib/queries/lookups.ts';

/*
 * The inputs sign-up and profile edit share, each bound by its form (value, error, rule, handlers):
 * one look and one set of autofill hints for a person's name and number wherever they are typed.
 */

type PersonField = (typeof PERSON_FIELDS)[number];

export type BindPersonField = (field: PersonField) => {
  name: string;
  value: string;
  error: string | undefined;
  description: string | undefined;
  onBlur: () => void;
  onChange: (event: { currentTarget: { value: string } }) => void;
};

/** Full name and user name; `autoFocus` where the person just asked to edit. */
export function NameInputs({ bind, autoFocus }: { bind: BindPersonField; autoFocus?: boolean }) {
  const { t } = useT();
  return (
    <>
      <TextInput
        {...bind('full_name')}
        label={t('signUp.fields.fullName')}
        autoComplete="name"
        required
        withAsterisk={false}
        autoFocus={autoFocus}
      />
      <TextInput
        {...bind('user_name')}
        label={t('signUp.fields.userName')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        withAsterisk={false}
      />
    </>
  );
}

type MobileInputsProps = {
  bind: BindPersonField;
  countries: InitResponse['countries'];
  /** What is said under the number, when not its rule. */
  mobileDescription?: string;
};

/** The country code and the number beside it. */
export function MobileInputs({ bind, countries, mobileDescription }: MobileInputsProps) {
  const { t } = useT();
  const mobile = bind('mobile');
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <NativeSelect
        {...bind('isd_code')}
        description={undefined}
        label={t('signUp.fields.countryCode')}
        w={150}
        autoComplete="tel-country-code"
        data={countryCodeOptions(countries)}
      />
      <TextInput
        {...mobile}
        description={mobileDescription ?? mobile.description}
        label={t('signUp.fields.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        // The hint goes under the box, so the number lines up with the country code beside it.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required
        withAsterisk={false}
        flex={1}
      />
    </Group>
  );
}

/** The e-mail address (optional). */
export function EmailInput({ bind }: { bind: BindPersonField }) {
  const { t } = useT();
  return <TextInput {...bind('email')} label={t('signUp.fields.email')} type="email" autoComplete="email" />;
}

type SportSelectProps = {
  bind: BindPersonField;
  sports: InitResponse['sports'];
  /** Offers "choose a sport" while none is chosen (never once a saved profile has one). */
  withBlank: boolean;
};

/** The person's sport, among the live ones. */
export function SportSelect({ bind, sports, withBlank }: SportSelectProps) {
  const { t } = useT();
  return (
    <NativeSelect
      {...bind('sport_id')}
      label={t('signUp.fields.sport')}
      data={[
        ...(withBlank ? [{ value: '', label: t('signUp.fields.chooseSport') }] : []),
        ...sports.map((s) => ({ value: String(s.id), label: dataName(s.name) })),
      ]}
    />
  );
}

/** The date of birth; each form says whether it may be typed in, and what is said under it. */
export function DateOfBirthInput({ bind, ...props }: { bind: BindPersonField } & TextInputProps) {
  const { t } = useT();
  return (
    <TextInput {...bind('date_of_birth')} label={t('signUp.fields.dateOfBirth')} type="date" {...props} />
  );
}
