import { useSearchParams } from 'react-router-dom';
import { Info } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { AuthTabs, type AuthTab } from '../components/auth-tabs';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginRequiredPanel } from '../components/login-required-panel';
import { ResetPasswordForm } from '../components/reset-password-form';
import { safeRedirect } from '../lib/safe-redirect';

/** A `message` longer than this is cut: it comes from a link anyone can write. */
const MAX_MESSAGE_LENGTH = 300;

type Panel = 'tabs' | 'forgot' | 'reset';

/**
 * /login (SPEC.md section 2): tabs Login and Register, a forgot-password panel (`?view=forgot`),
 * a reset panel when `resetToken` is in the query, `redirect` (default /) and `message` (an info
 * alert), and a side panel. Signed-in visitors are sent to /, except to the reset panel (a reset
 * link must work whoever is signed in on this browser).
 */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const message = params.get('message')?.trim().slice(0, MAX_MESSAGE_LENGTH);
  const resetToken = params.get('resetToken');
  const panel: Panel =
    resetToken !== null ? 'reset' : params.get('view') === 'forgot' ? 'forgot' : 'tabs';
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';

  const show = (next: Panel) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('resetToken');
      updated.delete('view');
      if (next === 'forgot') updated.set('view', 'forgot');
      return updated;
    });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
      <div className="mx-auto flex w-full max-w-lg flex-col gap-6 lg:mx-0">
        <PageHeader
          title="Log In"
          description="Welcome back. Log in to continue your journeys of story and reflection."
        />
        {message && (
          <Alert variant="info">
            <Info aria-hidden="true" />
            <AlertDescription className="text-secondary-foreground">{message}</AlertDescription>
          </Alert>
        )}
        {panel === 'tabs' && (
          <AuthTabs redirectTo={redirectTo} signedInRedirect="/" defaultTab={tab} />
        )}
        {panel === 'forgot' && (
          <Card>
            <CardHeader>
              <CardTitle as="h2">Forgot Your Password?</CardTitle>
            </CardHeader>
            <CardContent>
              <ForgotPasswordForm onBackToLogin={() => show('tabs')} />
            </CardContent>
          </Card>
        )}
        {panel === 'reset' && (
          <Card>
            <CardHeader>
              <CardTitle as="h2">Choose a New Password</CardTitle>
            </CardHeader>
            <CardContent>
              <ResetPasswordForm
                token={resetToken}
                onGoToLogin={() => show('tabs')}
                onRequestNewLink={() => show('forgot')}
              />
            </CardContent>
          </Card>
        )}
      </div>
      <LoginRequiredPanel />
    </div>
  );
}
