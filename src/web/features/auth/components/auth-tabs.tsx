import { useCallback, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuthStore } from '../../../stores/auth.store';
import type { Authenticate } from './authenticate';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthTab = 'login' | 'register';

interface AuthTabsProps {
  /** Where to go after logging in or registering here. */
  redirectTo: string;
  /** Where a visitor who is already signed in when the tabs show is sent. */
  signedInRedirect: string;
  defaultTab?: AuthTab;
}

/**
 * The Login and Register tabs of /login and /auth. A visitor who is signed in already (or whose
 * session check finishes signed in) is sent on; one who signs in here goes to `redirectTo`.
 */
export function AuthTabs({ redirectTo, signedInRedirect, defaultTab = 'login' }: AuthTabsProps) {
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  // True from a submit until its answer: a sign-in in progress here is not "already signed in".
  const [authenticating, setAuthenticating] = useState(false);

  const authenticate = useCallback<Authenticate>(
    async (action) => {
      setAuthenticating(true);
      const ok = await action();
      if (ok) {
        void navigate(redirectTo, { replace: true });
      } else {
        setAuthenticating(false);
      }
      return ok;
    },
    [navigate, redirectTo],
  );

  if (isAuthenticated && !authenticating) return <Navigate to={signedInRedirect} replace />;

  return (
    <Card>
      <CardContent>
        <Tabs defaultValue={defaultTab} className="gap-6">
          <TabsList className="w-full">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm authenticate={authenticate} />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm authenticate={authenticate} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
