import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { InitResponse, Profile } from '@fieldhouse/contract';
import { fieldRule } from '../../lib/account-fields.ts';
import { isApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCheckedFields } from '../../lib/use-checked-fields.ts';
import { FormFailure } from '../form-failure.tsx';
import { genderText } from './gender-text.ts';
import { DateOfBirthInput, EmailInput, MobileInputs, NameInputs, SportSelect } from './person-inputs.tsx';
import {
  EDITABLE,
  PROFILE_FIELDS,
  changedFields,
  checkProfileField,
  serverProfileErrors,
  toEditRequest,
  valuesFromProfile,
  type Editor,
  type ProfileField,
} from './profile-edit-values.ts';
import { useLeaveGuard } from '../leave-guard.tsx';

/** The save call: the owner's (`POST subscriber/edit`) or staff's (`PATCH subscribers/{id}`). */
export type EditMutation<Saved> = Pick<
  UseMutationResult<Saved, Error, ReturnType<typeof toEditRequest>>,
  'mutate' | 'isPending' | 'error'
>;

type ProfileEditFormProps<Saved> = {
  profile: Profile;
  lookups: InitResponse;
  editor?: Editor;
  edit: EditMutation<Saved>;
  /** `sentCode`: a new mobile number was sent, so a code went to it. */
  onSaved: (response: Saved, sentCode: boolean) => void;
  onCancel: () => void;
};

/** The registration fields of a profile, as its owner or staff may change them: rules shown while typing, the server's in place. */
export function ProfileEditForm<Saved>({
  profile,
  lookups,
  editor = 'own',
  edit,
  onSaved,
  onCancel,
}: ProfileEditFormProps<Saved>) {
  const { t } = useT();
  const [saved] = useState(() => valuesFromProfile(profile, lookups));
  const [check] = useState(() => checkProfileField(editor));
  const { values, errors, setField, blur, showErrors, validate } = useCheckedFields(
    PROFILE_FIELDS,
    saved,
    check,
  );
  const shows = (field: ProfileField) => EDITABLE[editor].includes(field);
  const staff = editor === 'staff';
  const [unchanged, setUnchanged] = useState(false);
  const leave = useLeaveGuard(changedFields(values, saved).length > 0);

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
    edit.mutate(toEditRequest(values, fields, editor), {
      onSuccess: (response) => {
        leave.release();
        onSaved(response, fields.includes('mobile'));
      },
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
    <form onSubmit={submit} noValidate aria-label={t('profile.edit.formLabel')}>
      {leave.prompt}
      <Stack gap="md">
        {/* The user just asked to edit, so the first field is where they mean to be. */}
        <NameInputs bind={bind} autoFocus />
        {shows('mobile') && (
          <MobileInputs
            bind={bind}
            countries={lookups.countries}
            mobileDescription={t('profile.edit.mobileRule')}
          />
        )}
        <EmailInput bind={bind} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateOfBirthInput
            bind={bind}
            readOnly={!staff}
            // Filled, unlike the fields around it, so it reads as one that cannot be typed in.
            variant={staff ? 'default' : 'filled'}
            description={staff ? t('profile.edit.dateOfBirthStaffRule') : t('profile.edit.dateOfBirthRule')}
          />
          <NativeSelect
            {...bind('gender')}
            label={t('signUp.fields.gender')}
            data={[
              ...blank('gender', t('signUp.fields.choose')),
              ...lookups.genders.map((g) => ({ value: g.value, label: genderText(g.value, g.label) })),
            ]}
          />
        </SimpleGrid>
        <SportSelect bind={bind} sports={lookups.sports} withBlank={!saved.sport_id} />
        {unchanged && (
          <Alert variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
            {t('profile.edit.nothingChanged')}
          </Alert>
        )}
        <FormFailure title={t('profile.edit.notSaved')} error={failure} markedFields={marked} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={edit.isPending}>
            {t('profile.edit.cancel')}
          </Button>
          <Button type="submit" loading={edit.isPending}>
            {t('profile.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
