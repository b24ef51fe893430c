/**
 * Reminders and news at sign-up: opt-in, so the box starts unticked. Account, billing and journey
 * emails are always sent; this is the mail a person may decline (the Account page has the same
 * switch, and every such email a link to stop them).
 */
export function EngagementOptIn({
  id,
  checked,
  onChange,
  disabled,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  // The name is the short title; the longer text describes it (so the box is "Reminders and
  // news" to a screen reader, with the details read after).
  return (
    <div className="flex items-start gap-3 text-sm">
      <input
        id={id}
        name="engagement"
        type="checkbox"
        className="mt-1 size-4 accent-primary"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-details`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="font-medium">
          Reminders and news
        </label>
        <p id={`${id}-details`} className="text-muted-foreground">
          Send me gentle reminders, milestones and news of the product by email. You can stop them
          at any time.
        </p>
      </div>
    </div>
  );
}
