import './texts/sign-in.ts';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { HOME_PATH } from '@fieldhouse/contract';
import { AWAITING_REVIEW_PATH, VERIFY_PATH } from '../../lib/auth-paths.ts';
import { loadEnglish } from '../../lib/i18n/i18n.ts';
import type { LoginNotice } from '../../lib/login-notice.ts';
import { loginStep, safeReturnTo } from '../../lib/session-check.ts';
import { useSession } from '../../lib/use-session.ts';
import { LoginForm } from './login-form.tsx';
import { StepFallback } from './step-card.tsx';

// The steps after sign-in load on demand, so the sign-in page carries only the form; like every
// page beyond sign-in, each waits for the console's English (lib/i18n/i18n.ts).
const AwaitingParentPanel = lazy(async () => {
  const [{ AwaitingParentPanel }] = await Promise.all([import('./awaiting-parent-panel.tsx'), loadEnglish()]);
  return { default: AwaitingParentPanel };
});
const ParentApprovalPanel = lazy(async () => {
  const [{ ParentApprovalPanel }] = await Promise.all([import('./parent-approval-panel.tsx'), loadEnglish()]);
  return { default: ParentApprovalPanel };
});

/**
 * /auth/login shows the step the session check calls for (lib/session-check.ts): the form, the parent's
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
    case 'verify-phone':
      return <Navigate to={VERIFY_PATH} replace />;
    case 'awaiting-review':
      return <Navigate to={AWAITING_REVIEW_PATH} replace />;
    case 'awaiting-parent':
      return (
        <Suspense fallback={<StepFallback />}>
          <AwaitingParentPanel fullName={session.fullName} />
        </Suspense>
      );
    case 'parent-approval':
      return (
        <Suspense fallback={<StepFallback />}>
          <ParentApprovalPanel fullName={session.fullName} childId={session.childId ?? ''} />
        </Suspense>
      );
    case 'form':
      return <LoginForm notice={state?.notice} returnTo={returnTo} hasChildLink={Boolean(session.childId)} />;
  }
}
