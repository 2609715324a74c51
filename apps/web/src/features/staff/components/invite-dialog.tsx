import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { FULL_NAME_MAX_LENGTH, inviteStaffRequestSchema, type StaffMember } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { schemaFieldErrors } from '../../../lib/schema-field-errors.ts';
import { readSessionValue } from '../../../lib/session.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { countryCodeOptions, useLookups } from '../../../lib/queries/lookups.ts';
import { FormFailure } from '../../../ui/form-failure.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useRoleChoices } from '../../../lib/queries/roles.ts';
import { useInviteStaff } from '../api/use-staff.ts';
import { defaultIsdCode } from '../default-isd-code.ts';

/** Invites a staff member: their name, number, e-mail and role; the server texts them the link. */
export function InviteDialog({
  onClose,
  onInvited,
}: {
  onClose: () => void;
  onInvited: (member: StaffMember) => void;
}) {
  const { t } = useT();
  const invite = useInviteStaff();
  const lookups = useLookups();
  const roles = useRoleChoices();
  // Every role but Subscriber: staff hold one of the others.
  const staffRoles = (roles.data ?? []).filter((role) => role.key !== 'subscriber');
  const [values, setValues] = useState({ fullName: '', isdCode: '', mobile: '', email: '', roleId: '' });
  // The contract's rules checked here first (a role not chosen, an empty name), in its words.
  const [checked, setChecked] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((old) => ({ ...old, [name]: value }));
    setChecked(({ [name]: _, ...others }) => others);
  };
  const server = isApiError(invite.error) ? invite.error.fields : undefined;
  const error = (name: keyof typeof values) => checked[name] ?? server?.[name];
  const countries = lookups.data?.countries ?? [];
  const isdCode = values.isdCode || defaultIsdCode(countries, readSessionValue('isdCode'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = { ...values, isdCode, roleId: Number(values.roleId) };
    const found = schemaFieldErrors(inviteStaffRequestSchema, request);
    setChecked(found);
    if (Object.keys(found).length > 0) {
      invite.reset();
      return;
    }
    invite.mutate(request, { onSuccess: (answer) => onInvited(answer.member) });
  };

  return (
    <Modal opened onClose={onClose} title={t('staff.inviteTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('staff.inviteIntro')}
          </Text>
          <TextInput
            name="fullName"
            label={t('staff.fullName')}
            value={values.fullName}
            onChange={(e) => set('fullName')(e.currentTarget.value)}
            error={error('fullName')}
            maxLength={FULL_NAME_MAX_LENGTH}
            autoComplete="off"
            required
            data-autofocus
          />
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <NativeSelect
              name="isdCode"
              label={t('staff.countryCode')}
              w={150}
              data={countryCodeOptions(countries)}
              value={isdCode}
              onChange={(e) => set('isdCode')(e.currentTarget.value)}
              error={error('isdCode')}
            />
            <TextInput
              name="mobile"
              label={t('staff.mobile')}
              type="tel"
              inputMode="tel"
              value={values.mobile}
              onChange={(e) => set('mobile')(e.currentTarget.value)}
              error={error('mobile')}
              required
              flex={1}
            />
          </Group>
          <TextInput
            name="email"
            label={t('staff.email')}
            type="email"
            value={values.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            error={error('email')}
            required
          />
          <Select
            name="roleId"
            label={t('staff.role')}
            data={staffRoles.map((role) => ({ value: String(role.id), label: dataName(role.name) }))}
            value={values.roleId || null}
            onChange={(value) => set('roleId')(value ?? '')}
            error={error('roleId')}
            required
            allowDeselect={false}
          />
          <FormFailure title={t('master.saveFailed')} error={invite.error} markedFields={Boolean(server)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('staff.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
