import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast.store';
import { apiRequest } from '../../../lib/api-client';
import { adminQueries, serverReason } from '../api/admin.api';
import { emailName } from '../../../../domain/notifications/email-names';

export const INVALID_RECIPIENT = 'Please enter a valid email address';

/** Emails tab, Test All Templates (SPEC.md sections 2, 5 and 7): one of the 19 to an address. */
export function TestEmailTemplates() {
  const id = useId();
  const types = useQuery(adminQueries.emailTemplates());
  const [emailType, setEmailType] = useState('welcome');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: { emailType: string; recipientEmail: string }) =>
      apiRequest<{ message: string }>('/api/admin/test-email-templates', { method: 'POST', body }),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(recipientEmail.trim());
    setProblem(valid ? null : INVALID_RECIPIENT);
    if (!valid) return;
    try {
      const answer = await send.mutateAsync({ emailType, recipientEmail: recipientEmail.trim() });
      toast({ title: 'Test email sent', description: answer.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to test email template',
        description: serverReason(error),
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-sm gap-4"
      aria-label="Test email templates"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>Template</Label>
        <select
          id={`${id}-type`}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
          value={emailType}
          onChange={(event) => setEmailType(event.target.value)}
        >
          {(types.data ?? ['welcome']).map((type) => (
            <option key={type} value={type}>
              {emailName(type)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-to`}>Recipient Email</Label>
        <Input
          id={`${id}-to`}
          type="email"
          value={recipientEmail}
          onChange={(event) => setRecipientEmail(event.target.value)}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Test Email'}
      </Button>
    </form>
  );
}
