import { Button, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { passwordChosen } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { PasswordChangeForm } from '../../ui/person/password-change.tsx';
import { StepCard } from './step-card.tsx';

/**
 * /auth/first-password: an account made with a one-time password (`npm run admin -- create`)
 * chooses its own before the console opens; the server allows nothing else until then.
 */
export function FirstPasswordPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const { userName } = useSession();
  const { signOut, pending } = useSignOut();

  return (
    <StepCard
      icon={<IconKey size={24} aria-hidden />}
      title={t('steps.firstPassword.title')}
      titleId="first-password-title"
    >
      <Text>{t('steps.firstPassword.intro')}</Text>
      <PasswordChangeForm
        userName={userName}
        labelledBy="first-password-title"
        onChanged={() => {
          passwordChosen();
          void navigate(HOME_PATH, { replace: true });
        }}
      />
      <Button variant="subtle" onClick={() => void signOut()} loading={pending}>
        {t('common.signOut')}
      </Button>
    </StepCard>
  );
}
