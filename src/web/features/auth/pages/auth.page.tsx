import { useSearchParams } from 'react-router-dom';
import { Info } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { AuthTabs } from '../components/auth-tabs';
import { safeRedirect } from '../lib/safe-redirect';

/**
 * /auth (SPEC.md section 2): log in or sign up, then back to `redirect`, the path the visitor came
 * from (default /). A visitor who is signed in already goes there at once.
 */
export function AuthPage() {
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const cameFromPage = redirectTo !== '/';

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <PageHeader
        title="Log In or Sign Up"
        description="Sign in or create an account to begin your journeys, and we will bring you right back to where you were."
      />
      {cameFromPage && (
        <Alert variant="info">
          <Info aria-hidden="true" />
          <AlertDescription className="text-secondary-foreground">
            Please log in or create an account to continue.
          </AlertDescription>
        </Alert>
      )}
      <AuthTabs
        redirectTo={redirectTo}
        signedInRedirect={redirectTo}
        defaultTab={params.get('tab') === 'register' ? 'register' : 'login'}
      />
    </div>
  );
}
