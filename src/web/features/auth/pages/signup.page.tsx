import { PageHeader } from '../../../components/layout/page-header';
import { Card, CardContent } from '../../../components/ui/card';
import { SignupForm } from '../components/signup-form';

/** /signup (SPEC.md section 2). */
export function SignupPage() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <PageHeader
        title="Create Your Account"
        description="Begin your personal growth journey today: three free journeys of story and reflection, every month."
      />
      <Card>
        <CardContent>
          <SignupForm />
        </CardContent>
      </Card>
    </div>
  );
}
