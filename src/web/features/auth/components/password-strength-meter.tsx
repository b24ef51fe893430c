import { cn } from '../../../lib/cn';
import {
  passwordStrength,
  PASSWORD_STRENGTH_LABELS,
  type PasswordStrength,
} from '../lib/password-strength';

const FILLED: Record<PasswordStrength, number> = { weak: 1, medium: 2, strong: 3 };
const COLOURS: Record<PasswordStrength, string> = {
  weak: 'bg-destructive',
  medium: 'bg-amber-500',
  strong: 'bg-emerald-600',
};

/**
 * The password strength meter (SPEC.md section 4): three bars and a word, nothing for an empty
 * password. Give the password input `aria-describedby={id}` so the strength is read with it; the
 * word sits in a polite live region that is always mounted, so changes are announced.
 */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const strength = password ? passwordStrength(password) : null;
  return (
    <div className="flex items-center gap-3" data-strength={strength ?? undefined}>
      {strength && (
        <div className="flex flex-1 gap-1" aria-hidden="true">
          {[1, 2, 3].map((bar) => (
            <span
              key={bar}
              className={cn(
                'h-1.5 flex-1 rounded-full transition-colors',
                bar <= FILLED[strength] ? COLOURS[strength] : 'bg-muted',
              )}
            />
          ))}
        </div>
      )}
      <p id={id} aria-live="polite" className="text-xs text-muted-foreground">
        {strength && (
          <>
            Password strength:{' '}
            <span className="font-medium text-foreground">
              {PASSWORD_STRENGTH_LABELS[strength]}
            </span>
          </>
        )}
      </p>
    </div>
  );
}
