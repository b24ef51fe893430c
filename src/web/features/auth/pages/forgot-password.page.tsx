import { PageHeader } from '../../../components/layout/page-header';
import { Card, CardContent } from '../../../components/ui/card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** /forgot-password (SPEC.md section 2): an email form and a link to /login. */
export function ForgotPasswordPage() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <PageHeader
        title="Forgot Your Password?"
        description="Enter your email address and, if it belongs to an account, we will send you instructions to choose a new password."
      />
      <Card>
        <CardContent>
          <ForgotPasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}
