import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconCircleCheck, IconPencil } from '@tabler/icons-react';
import type { Profile } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { useLookups } from '../../lib/queries/lookups.ts';
import { QueryError } from '../../ui/query-error.tsx';
import { LTR_SLOT, withLtrValue } from './ltr-value.tsx';
import { useEditProfile } from './api/use-profile-edit.ts';
import { MobileCodePanel } from './mobile-code-panel.tsx';
import { ProfileDetails } from '../../ui/person/profile-details.tsx';
import { ProfileEditForm } from '../../ui/person/profile-edit-form.tsx';

type Mode = {
  editing: boolean;
  pendingMobile: string | null;
  notice: ReactNode;
  /** Counts the codes sent from here, so a new one starts its panel afresh. */
  codeRound: number;
};

/** The profile's details: read, edit, and confirm a new mobile number by its code. */
export function DetailsCard({ profile }: { profile: Profile }) {
  const { t } = useT();
  const lookups = useLookups();
  const edit = useEditProfile();
  const [mode, setMode] = useState<Mode>({
    editing: false,
    pendingMobile: null,
    notice: null,
    codeRound: 0,
  });

  // A number still waiting for its code keeps its panel while other details are edited.
  const startEditing = () => setMode((old) => ({ ...old, editing: true, notice: null }));
  const stopEditing = () => setMode((old) => ({ ...old, editing: false }));

  // Leaving the form returns the focus to the button that opened it, unless the code entry took it.
  const editButton = useRef<HTMLButtonElement>(null);
  const before = useRef({ editing: false, codeRound: 0 });
  useEffect(() => {
    const codeSent = mode.codeRound !== before.current.codeRound;
    if (before.current.editing && !mode.editing && !codeSent) editButton.current?.focus();
    before.current = { editing: mode.editing, codeRound: mode.codeRound };
  }, [mode.editing, mode.codeRound]);

  return (
    <Card component="section" aria-labelledby="details-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="details-title">
          {mode.editing ? t('profile.details.editTitle') : t('profile.details.title')}
        </Title>
        {!mode.editing && (
          <Button
            ref={editButton}
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={startEditing}
          >
            {t('profile.details.edit')}
          </Button>
        )}
      </Group>
      <Stack gap="md">
        {mode.notice && (
          <Alert
            variant="light"
            color="teal"
            icon={<IconCircleCheck aria-hidden />}
            role="status"
            withCloseButton
            closeButtonLabel={t('profile.details.dismiss')}
            onClose={() => setMode((old) => ({ ...old, notice: null }))}
          >
            {mode.notice}
          </Alert>
        )}
        {mode.pendingMobile && (
          <MobileCodePanel
            key={mode.codeRound}
            sentTo={mode.pendingMobile}
            subscriberID={profile.subscriberID}
            onConfirmed={(next) => {
              // The code entry goes away; the focus must not fall back to the page's start.
              editButton.current?.focus();
              setMode((old) => ({
                ...old,
                editing: false,
                pendingMobile: null,
                notice: withLtrValue(
                  t('profile.details.mobileNow', { mobile: LTR_SLOT }),
                  `${next.isd_code} ${next.mobile}`,
                ),
              }));
            }}
            onDismiss={() => {
              editButton.current?.focus();
              setMode((old) => ({ ...old, pendingMobile: null }));
            }}
          />
        )}
        {!mode.editing && <ProfileDetails profile={profile} />}
        {mode.editing && lookups.isPending && (
          <Skeleton height={420} radius="md" aria-label={t('profile.details.loadingForm')} />
        )}
        {mode.editing && lookups.isError && (
          <QueryError
            title={t('profile.details.formFailed')}
            error={lookups.error}
            onRetry={() => void lookups.refetch()}
            retrying={lookups.isFetching}
          />
        )}
        {mode.editing && lookups.isSuccess && (
          <ProfileEditForm
            profile={profile}
            lookups={lookups.data}
            edit={edit}
            onCancel={stopEditing}
            onSaved={(response, sentCode) =>
              setMode((old) => ({
                editing: false,
                pendingMobile: response.pendingMobile,
                // When a code was just sent, its panel says what happens next.
                notice: sentCode ? null : t('profile.details.saved'),
                codeRound: old.codeRound + (sentCode ? 1 : 0),
              }))
            }
          />
        )}
      </Stack>
    </Card>
  );
}
