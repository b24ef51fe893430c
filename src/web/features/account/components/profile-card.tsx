import { Link } from 'react-router-dom';
import { FileSearch, Home, LogOut, ShieldCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import type { User } from '../../../stores/auth.store';

interface ProfileCardProps {
  user: User;
  onLogout: () => void;
}

/** Username, email if present and account id; Admin Panel (admins), Log out, Return to Home. */
export function ProfileCard({ user, onLogout }: ProfileCardProps) {
  return (
    <SectionCard
      title="Profile"
      description="The details of your account."
      headerExtra={user.isAdmin && <Badge variant="secondary">Administrator</Badge>}
      footerClassName="flex-wrap"
      footer={
        <>
          {user.isAdmin && (
            <Button asChild>
              <Link to="/admin">
                <ShieldCheck aria-hidden="true" />
                Admin Panel
              </Link>
            </Button>
          )}
          {(user.isAdmin || user.isAuditor) && (
            <Button asChild variant="outline">
              <Link to="/audit">
                <FileSearch aria-hidden="true" />
                Audit Log
              </Link>
            </Button>
          )}
          <Button variant="outline" onClick={onLogout}>
            <LogOut aria-hidden="true" />
            Log out
          </Button>
          <Button asChild variant="ghost">
            <Link to="/">
              <Home aria-hidden="true" />
              Return to Home
            </Link>
          </Button>
        </>
      }
    >
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Username</dt>
        <dd className="font-medium break-all">{user.username}</dd>
        {user.email && (
          <>
            <dt className="text-muted-foreground">Email</dt>
            <dd className="font-medium break-all">{user.email}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Account ID</dt>
        <dd className="font-medium tabular-nums">{user.id}</dd>
      </dl>
    </SectionCard>
  );
}
