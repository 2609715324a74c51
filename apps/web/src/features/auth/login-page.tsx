import { Navigate, useLocation, useSearchParams } from 'react-router';
import { HOME_PATH } from '@fieldhouse/contract';
import type { LoginNotice } from '../../lib/login-notice.ts';
import { loginStep, safeReturnTo } from '../../lib/session-check.ts';
import { useSession } from '../../lib/use-session.ts';
import { AwaitingParentPanel } from './awaiting-parent-panel.tsx';
import { LoginForm } from './login-form.tsx';
import { ParentApprovalPanel } from './parent-approval-panel.tsx';

/**
 * /auth/login shows the step the session check calls for (PRODUCT.md): the form, the parent's
 * approval step, or the child's waiting step; a fully signed-in user goes on to the console.
 */
export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: LoginNotice | null };
  const returnTo = safeReturnTo(params.get('returnTo'));

  switch (loginStep(session)) {
    case 'signed-in':
      return <Navigate to={returnTo ?? HOME_PATH} replace />;
    case 'awaiting-parent':
      return <AwaitingParentPanel fullName={session.fullName} />;
    case 'parent-approval':
      return <ParentApprovalPanel fullName={session.fullName} childId={session.childId ?? ''} />;
    case 'form':
      return <LoginForm notice={state?.notice} returnTo={returnTo} hasChildLink={Boolean(session.childId)} />;
  }
}
