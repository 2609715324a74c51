import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { InitResponse, Profile, ProfileEditResponse } from '@fieldhouse/contract';
import { fieldRule } from '../../lib/account-fields.ts';
import { isApiError } from '../../lib/api.ts';
import { countryCodeOptions } from '../../lib/queries/lookups.ts';
import { useCheckedFields } from '../../lib/use-checked-fields.ts';
import { FormFailure } from '../../ui/form-failure.tsx';
import { useEditProfile } from './api/use-profile-edit.ts';
import {
  PROFILE_FIELDS,
  changedFields,
  checkProfileField,
  serverProfileErrors,
  toEditRequest,
  valuesFromProfile,
  type ProfileField,
} from './profile-edit-values.ts';

type ProfileEditFormProps = {
  profile: Profile;
  lookups: InitResponse;
  /** `sentCode`: a new mobile number was sent, so a code went to it. */
  onSaved: (response: ProfileEditResponse, sentCode: boolean) => void;
  onCancel: () => void;
};

const MOBILE_RULE = 'A new number is used once you enter the code we text to it.';

/** The registration fields of one's own profile: rules shown while typing, the server's in place. */
export function ProfileEditForm({ profile, lookups, onSaved, onCancel }: ProfileEditFormProps) {
  const edit = useEditProfile();
  const [saved] = useState(() => valuesFromProfile(profile, lookups));
  const { values, errors, setField, blur, showErrors, validate } = useCheckedFields(
    PROFILE_FIELDS,
    saved,
    checkProfileField,
  );
  const [unchanged, setUnchanged] = useState(false);

  const bind = (field: ProfileField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    description: fieldRule(field),
    onBlur: blur(field),
    onChange: (event: { currentTarget: { value: string } }) => {
      setUnchanged(false);
      setField(field, event.currentTarget.value);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = changedFields(values, saved);
    if (!validate(form, fields)) return;
    if (fields.length === 0) {
      setUnchanged(true);
      return;
    }
    edit.mutate(toEditRequest(values, fields), {
      onSuccess: (response) => onSaved(response, fields.includes('mobile')),
      onError: (error) => {
        if (isApiError(error)) showErrors(serverProfileErrors(error.fields), form);
      },
    });
  };

  const failure = edit.error;
  const marked = isApiError(failure) && Object.keys(serverProfileErrors(failure.fields)).length > 0;
  // A chosen-nothing option only where the saved profile has nothing chosen yet.
  const blank = (field: ProfileField, label: string) => (saved[field] ? [] : [{ value: '', label }]);
  return (
    <form onSubmit={submit} noValidate aria-label="Edit your details">
      <Stack gap="md">
        <TextInput
          {...bind('full_name')}
          label="Full name"
          autoComplete="name"
          required
          withAsterisk={false}
          // The user just asked to edit, so the first field is where they mean to be.
          autoFocus
        />
        <TextInput
          {...bind('user_name')}
          label="User name"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          withAsterisk={false}
        />
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <NativeSelect
            {...bind('isd_code')}
            description={undefined}
            label="Country code"
            w={150}
            autoComplete="tel-country-code"
            data={countryCodeOptions(lookups.countries)}
          />
          <TextInput
            {...bind('mobile')}
            description={MOBILE_RULE}
            label="Mobile number"
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
        <TextInput {...bind('email')} label="E-mail" type="email" autoComplete="email" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            {...bind('date_of_birth')}
            label="Date of birth"
            type="date"
            readOnly
            // Filled, unlike the fields around it, so it reads as one that cannot be typed in.
            variant="filled"
            description="Only staff can correct it; please contact us."
          />
          <NativeSelect
            {...bind('gender')}
            label="Gender"
            data={[...blank('gender', 'Choose…'), ...lookups.genders]}
          />
        </SimpleGrid>
        <NativeSelect
          {...bind('sport_id')}
          label="Sport of interest"
          data={[
            ...blank('sport_id', 'Choose a sport…'),
            ...lookups.sports.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
        />
        {unchanged && (
          <Alert variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
            Nothing to save: no field has changed.
          </Alert>
        )}
        <FormFailure title="Your changes were not saved" error={failure} markedFields={marked} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={edit.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={edit.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
