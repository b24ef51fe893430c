import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { track } from '../../../lib/analytics';
import { useAuthStore } from '../../../stores/auth.store';
import { beginJourneyLabel, beginJourneyPath } from '../lib/begin-journey';

interface BeginJourneyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The hero message on screen when clicked, credited with the click. */
  getMessageId: () => string;
  /** Which button was pressed, for the analytics dashboard. */
  buttonId: string;
  /** A label other than Begin Your Journey / Login to Begin (e.g. Try a Free Story). */
  label?: string;
}

/**
 * Starts a journey: clears session storage, tracks the click, then goes to /auth, /journey or
 * /subscribe by the rule of SPEC.md section 2.
 */
export function BeginJourneyButton({
  getMessageId,
  buttonId,
  label,
  ...props
}: BeginJourneyButtonProps) {
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const user = useAuthStore((state) => state.user);

  const begin = () => {
    try {
      window.sessionStorage.clear();
    } catch {
      // Storage blocked: nothing of ours can be in it either.
    }
    track({ eventType: 'click', messageId: getMessageId(), buttonId });
    navigate(beginJourneyPath(isAuthenticated, user));
  };

  return (
    <Button onClick={begin} {...props}>
      {label ?? beginJourneyLabel(isAuthenticated)}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
