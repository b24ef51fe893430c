import { useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header';
import { Card, CardContent } from '../../../components/ui/card';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /reset-password/{token} (SPEC.md section 2): the token is the last path segment. */
export function ResetPasswordPage() {
  const { token } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <PageHeader
        title="Choose a New Password"
        description="Set a new password for your account, then log in and pick up where you left off."
      />
      <Card>
        <CardContent>
          <ResetPasswordForm token={token} />
        </CardContent>
      </Card>
    </div>
  );
}
