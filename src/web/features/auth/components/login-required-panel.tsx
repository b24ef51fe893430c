import { Check, Lock } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { siteConfig } from '../../../lib/site-config';

const BENEFITS = [
  'Three free journeys every month, renewed automatically',
  'A fable, story or poem written for how you feel today',
  'Gentle reflection questions after every story',
  'Stories read aloud in a choice of six voices',
  'Your stories and reflections are never stored on our servers',
  'Your journey emailed to you when you want to keep it',
];

/** The side panel of /login (SPEC.md section 2): login is required, and what an account gives. */
export function LoginRequiredPanel() {
  return (
    <aside aria-labelledby="login-required-heading" className="h-fit">
      <Card className="bg-secondary/40">
        <CardHeader>
          <CardTitle as="h2" id="login-required-heading" className="flex items-center gap-2">
            <Lock className="size-5 text-primary" aria-hidden="true" />
            Login Required
          </CardTitle>
          <CardDescription>
            {siteConfig.appName} now requires an account to access all features. Log in, or create a
            free account in a minute.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <h3 className="mb-3 text-sm font-semibold">With an account you get</h3>
          <ul className="flex flex-col gap-2 text-sm">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </aside>
  );
}
