import { useId, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Check, Flame } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { CREED_LINES, OFFERINGS } from '../guild.constants';

interface StepProps {
  /** The step's heading; focus moves to it when the step appears. */
  title: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

export function Step({ title, headingRef, children }: StepProps) {
  return (
    <div className="flex flex-col gap-6">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold outline-none sm:text-3xl"
      >
        {title}
      </h2>
      {children}
    </div>
  );
}

const filled = (text: string) => text.trim().length > 0;

export function WelcomeStep({
  declined,
  lighting,
  onAccept,
  onDecline,
}: {
  declined: boolean;
  lighting: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  return (
    <>
      <p className="text-lg leading-relaxed">
        You found the faint candle. Few people do. The Guild of Lantern Bearers is a small circle of
        people who choose, each day, to carry a little light: for themselves, and for whoever walks
        beside them. There are no dues and no meetings, only a creed, a reflection and an offering.
      </p>
      <p className="text-lg font-medium">Will you join us?</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onAccept} disabled={lighting}>
          Yes, I will
        </Button>
        <Button size="lg" variant="outline" onClick={onDecline} disabled={lighting}>
          No, not today
        </Button>
      </div>
      <div aria-live="polite" className="min-h-6">
        {lighting ? (
          <p className="flex items-center gap-2 text-primary">
            <Flame className="animate-flicker size-5" aria-hidden="true" />
            Lighting your lantern…
          </p>
        ) : declined ? (
          <p className="text-muted-foreground">
            That is perfectly all right. The candle will keep burning here, and the door stays open
            whenever you wish to return.
          </p>
        ) : null}
      </div>
    </>
  );
}

export function CreedStep({
  value,
  onChange,
  onContinue,
}: {
  value: string;
  onChange: (line: string) => void;
  onContinue: () => void;
}) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (filled(value)) onContinue();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-6">
      <p className="text-lg leading-relaxed">
        Every lantern bearer carries one line of the creed closest to their heart. Choose the line
        that speaks to you today, or write your own.
      </p>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-medium">The creed</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {CREED_LINES.map((creed) => {
            const chosen = value.trim() === creed.line;
            return (
              <li key={creed.line}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => onChange(creed.line)}
                  className={cn(
                    'flex h-full w-full cursor-pointer flex-col items-start gap-0.5 rounded-lg border bg-card px-4 py-3 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    chosen && 'border-primary bg-accent ring-1 ring-primary',
                  )}
                >
                  <span className="flex items-center gap-2 font-semibold">
                    {chosen && <Check className="size-4 text-primary" aria-hidden="true" />}
                    {creed.line}
                  </span>
                  <span className="text-sm text-muted-foreground">{creed.meaning}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>Your creed line</Label>
        <Input
          id={inputId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Choose a line above, or type your own"
          autoComplete="off"
        />
      </div>
      <div>
        <Button type="submit" size="lg" disabled={!filled(value)}>
          Continue
        </Button>
      </div>
    </form>
  );
}

export function ReflectionStep({
  creedLine,
  value,
  onChange,
  onContinue,
  onBack,
}: {
  creedLine: string;
  value: string;
  onChange: (text: string) => void;
  onContinue: () => void;
  onBack: () => void;
}) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (filled(value)) onContinue();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-6">
      <p className="text-lg leading-relaxed">
        You chose <strong className="font-semibold text-primary">{creedLine.trim()}</strong>. Sit
        with it for a moment. Why does this line speak to you now?
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>Your reflection</Label>
        <Textarea
          id={inputId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={5}
          placeholder="A sentence or two is plenty."
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={!filled(value)}>
          Continue
        </Button>
        <Button size="lg" variant="ghost" onClick={onBack}>
          Back to the creed
        </Button>
      </div>
    </form>
  );
}

export function OfferingStep({
  value,
  onChoose,
  onComplete,
  onBack,
}: {
  value: number | null;
  onChoose: (index: number) => void;
  onComplete: () => void;
  onBack: () => void;
}) {
  const name = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value !== null) onComplete();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-6">
      <p className="text-lg leading-relaxed">
        A lantern bearer gives a little light away. Choose the offering you will make this week.
      </p>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Your offering</legend>
        {OFFERINGS.map((offering, index) => (
          <label
            key={offering.title}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border bg-card px-4 py-3 transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === index && 'border-primary bg-accent ring-1 ring-primary',
            )}
          >
            <input
              type="radio"
              name={name}
              value={index}
              checked={value === index}
              onChange={() => onChoose(index)}
              className="mt-1 size-4 accent-primary"
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold">{offering.title}</span>
              <span className="text-sm text-muted-foreground">{offering.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={value === null}>
          Complete My Induction
        </Button>
        <Button size="lg" variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}

export function CompletionStep({ creedLine, offering }: { creedLine: string; offering: string }) {
  return (
    <>
      <p className="text-lg leading-relaxed">
        Your lantern is lit. You carry <strong className="text-primary">{creedLine}</strong>, and
        this week you will <strong className="text-primary">{offering.toLowerCase()}</strong>.
        Welcome to the Guild of Lantern Bearers.
      </p>
      <p className="text-muted-foreground">
        Nothing you wrote here left your browser. Keep it as a quiet promise to yourself.
      </p>
      <div>
        <Button asChild size="lg">
          <Link to="/">Return Home</Link>
        </Button>
      </div>
    </>
  );
}
