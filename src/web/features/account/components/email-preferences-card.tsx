import { useQuery } from '@tanstack/react-query';
import { SectionCard } from '../../../components/ui/section-card';
import { toast } from '../../../components/ui/toast.store';
import {
  EMAIL_PREFERENCE_COPY,
  emailPreferenceQueries,
  failureMessage,
  useSetEngagementEmails,
} from '../api/email-preferences.api';

/** The one switch for mail a person may decline; the rest is always sent, and says so. */
export function EmailPreferencesCard() {
  const preference = useQuery(emailPreferenceQueries.mine());
  const save = useSetEngagementEmails();
  const checked = save.isPending ? save.variables : preference.data;

  const change = (engagement: boolean) =>
    save.mutate(engagement, {
      onSuccess: (answer) =>
        toast({ title: 'Email preferences saved', description: answer.message }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Email preferences',
          description: failureMessage(error, EMAIL_PREFERENCE_COPY.saveFailed),
        }),
    });

  return (
    <SectionCard
      title="Email Preferences"
      description="Emails about your account, your plan and the journeys you send yourself are always sent."
      contentClassName="text-sm"
    >
      {preference.isError ? (
        <p role="alert">{EMAIL_PREFERENCE_COPY.loadFailed}</p>
      ) : (
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-primary"
            checked={checked ?? false}
            disabled={preference.isPending || save.isPending}
            onChange={(event) => change(event.target.checked)}
          />
          <span>
            <span className="font-medium">Reminders and news</span>
            <span className="block text-muted-foreground">
              Gentle reminders, milestones, your account anniversary and news of the product. Every
              such email has a link to stop them.
            </span>
          </span>
        </label>
      )}
    </SectionCard>
  );
}
