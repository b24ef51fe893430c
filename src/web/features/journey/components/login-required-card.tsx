import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Lock } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { loginRedirectPath } from '../../../components/route-guards/login-redirect';
import { siteConfig } from '../../../lib/site-config';
import { LOGIN_REDIRECT_DELAY_MS } from '../journey.constants';

/** SPEC.md section 2: shown to a signed-out visitor, who is sent to /auth after 1.5 s. */
export function LoginRequiredCard({ from = '/journey' }: { from?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => navigate(loginRedirectPath(from), { replace: true }),
      LOGIN_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate, from]);

  return (
    <Card role="status" className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Lock className="size-5 text-primary" aria-hidden="true" />
          Login Required
        </CardTitle>
        <CardDescription>
          {siteConfig.appName} now requires an account to access all features.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">Redirecting you to login…</p>
      </CardContent>
    </Card>
  );
}
