import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';

/** An address that names no tournament the reader may open (or an event that is not one). */
export function NoSuchTournament() {
  const { t } = useT();
  return (
    <Alert type="warning">
      {t('matches.noSuchPage')}{' '}
      <Anchor component={Link} to="/match" inherit>
        {t('matches.back')}
      </Anchor>
    </Alert>
  );
}
