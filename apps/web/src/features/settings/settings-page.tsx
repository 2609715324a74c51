import { Box, Card, Grid } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../../lib/queries/menu.ts';
import { useOrganisationSettings } from '../../lib/queries/settings.ts';
import { Alert } from '../../ui/alert.tsx';
import { ListStates } from '../../ui/list-states.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useSaveSettings } from './api/use-settings.ts';
import { LogoCard } from './logo-card.tsx';
import { SettingsForm } from './settings-form.tsx';

/** /settings: the organisation's settings, the Super Admin's to change (asked for at a new install's first sign-in). */
export function SettingsPage() {
  const { t } = useT();
  const settings = useOrganisationSettings();
  const editable = useCan('settings.edit');
  const save = useSaveSettings();
  return (
    <>
      <PageTitle title={t('settings.title')} description={t('settings.description')} />
      {!editable ? (
        <Alert type="info">{t('settings.onlySuperAdmin')}</Alert>
      ) : !settings.data ? (
        <Card p={0}>
          <ListStates
            list={settings}
            loadingLabel={t('settings.loading')}
            failureTitle={t('settings.failed')}
          />
        </Card>
      ) : (
        <>
          {!settings.data.confirmed && (
            <Box mb="lg">
              <Alert type="info" title={t('settings.welcomeTitle')}>
                {t('settings.welcomeBody')}
              </Alert>
            </Box>
          )}
          <Grid>
            <Grid.Col span={{ base: 12, lg: 8 }}>
              {/* Keyed by the saved time, so a change saved elsewhere (the live channel) fills it afresh. */}
              <SettingsForm key={settings.data.updatedAt} settings={settings.data} save={save} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <LogoCard />
            </Grid.Col>
          </Grid>
        </>
      )}
    </>
  );
}
