import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast.store';
import {
  DEFAULT_KIND_OPTIONS,
  KIND_AUDIENCE,
  type AdminEmailKind,
} from '../../../../domain/notifications/email-kinds';
import { KIND_NAMES } from '../../../../domain/notifications/email-names';
import { serverReason } from '../api/admin.api';
import {
  emailSendQueries,
  useSendEmails,
  type EmailSendAnswer,
  type EmailSendBody,
} from '../api/email-kinds.api';

/** SPEC.md section 8: the Emails tab's failure toast. */
export const SEND_FAILED = 'Failed to send emails';

type Extra =
  | 'warningMonths'
  | 'milestones'
  | 'minDays'
  | 'maxDays'
  | 'featureName'
  | 'featureDescription'
  | 'contentTitle'
  | 'contentSummary';

/** The extras each kind takes (SPEC.md section 7), with the defaults of section 9. */
const EXTRAS: Partial<Record<AdminEmailKind, Extra[]>> = {
  'credit-card-warnings': ['warningMonths'],
  'milestone-achievements': ['milestones'],
  'inactivity-reminders': ['minDays', 'maxDays'],
  'reengagement-campaign': ['minDays', 'maxDays'],
  'feature-announcement': ['featureName', 'featureDescription'],
  'educational-content': ['contentTitle', 'contentSummary'],
};

const EXTRA_LABELS: Record<Extra, string> = {
  warningMonths: 'Warning window (months)',
  milestones: 'Milestones (journeys, comma-separated)',
  minDays: 'Inactive for at least (days)',
  maxDays: 'Inactive for at most (days)',
  featureName: 'Feature name',
  featureDescription: 'Feature description',
  contentTitle: 'Title',
  contentSummary: 'Summary',
};

const defaults = (): Record<Extra, string> => ({
  warningMonths: String(DEFAULT_KIND_OPTIONS.warningMonths),
  milestones: DEFAULT_KIND_OPTIONS.milestones.join(', '),
  minDays: String(DEFAULT_KIND_OPTIONS.minDays),
  maxDays: String(DEFAULT_KIND_OPTIONS.maxDays),
  featureName: '',
  featureDescription: '',
  contentTitle: '',
  contentSummary: '',
});

function SendProgress({ campaignId }: { campaignId: string }) {
  const progress = useQuery(emailSendQueries.progress(campaignId));
  if (!progress.data) return null;
  const { total, sent, failed, skipped, done } = progress.data;
  return (
    <p role="status" className="text-sm">
      {done ? 'Done: ' : 'Sending… '}
      {`${sent} of ${total} sent`}
      {failed > 0 && `, ${failed} failed`}
      {skipped > 0 && `, ${skipped} skipped`}
    </p>
  );
}

function Results({ answer }: { answer: EmailSendAnswer }) {
  const shown = answer.results.slice(0, 50);
  return (
    <div className="grid gap-2">
      <p className="text-sm">{answer.message}</p>
      {answer.campaignId && <SendProgress campaignId={answer.campaignId} />}
      {shown.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="Results per user">
          {shown.map((result) => (
            <li key={result.userId}>
              User {result.userId}: {result.status}
            </li>
          ))}
          {answer.results.length > shown.length && (
            <li className="text-muted-foreground">
              …and {answer.results.length - shown.length} more
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

/**
 * One Emails sub-tab (Subscription, Journey or Engagement): pick a kind, see who it goes to, give
 * user ids (or none for everyone eligible) and the kind's extras, and send. The mail goes out in
 * the background; the progress shows here.
 */
export function EmailKinds({ kinds, label }: { kinds: readonly AdminEmailKind[]; label: string }) {
  const id = useId();
  const [kind, setKind] = useState<AdminEmailKind>(kinds[0]!);
  const [userIds, setUserIds] = useState('');
  const [extras, setExtras] = useState(defaults);
  const [answer, setAnswer] = useState<EmailSendAnswer | null>(null);
  const send = useSendEmails();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: EmailSendBody = { userIds: userIds.trim() || undefined };
    for (const extra of EXTRAS[kind] ?? []) body[extra] = extras[extra].trim() || undefined;
    try {
      const sent = await send.mutateAsync({ kind, body });
      setAnswer(sent);
      toast({ title: 'Emails', description: sent.message });
    } catch (error) {
      setAnswer(null);
      toast({ variant: 'destructive', title: SEND_FAILED, description: serverReason(error) });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-4" aria-label={label}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-kind`}>Email</Label>
        <NativeSelect
          id={`${id}-kind`}
          className="h-10"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as AdminEmailKind);
            setAnswer(null);
          }}
        >
          {kinds.map((value) => (
            <option key={value} value={value}>
              {KIND_NAMES[value]}
            </option>
          ))}
        </NativeSelect>
        <p className="text-sm text-muted-foreground">{KIND_AUDIENCE[kind]}</p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-users`}>User IDs</Label>
        <Input
          id={`${id}-users`}
          value={userIds}
          placeholder="e.g. 12, 40 (empty: everyone eligible)"
          onChange={(event) => setUserIds(event.target.value)}
        />
      </div>
      {(EXTRAS[kind] ?? []).map((extra) => (
        <div key={extra} className="grid gap-1.5">
          <Label htmlFor={`${id}-${extra}`}>{EXTRA_LABELS[extra]}</Label>
          <Input
            id={`${id}-${extra}`}
            value={extras[extra]}
            onChange={(event) => setExtras({ ...extras, [extra]: event.target.value })}
          />
        </div>
      ))}
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Emails'}
        </Button>
      </div>
      {answer && <Results answer={answer} />}
    </form>
  );
}
