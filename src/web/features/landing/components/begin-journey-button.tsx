import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button, type ButtonProps } from '../../../components/ui/button';
import type { LandingButtonId } from '../../../../domain/analytics/analytics-event';
import { track } from '../../../lib/analytics';
import { requestJourneyEnd } from '../../../lib/journey-end-request';
import { isJourneyActive } from '../../../lib/journey-presence';
import { useAuthStore } from '../../../stores/auth.store';
import { beginJourneyLabel, beginJourneyPath } from '../lib/begin-journey';

interface BeginJourneyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The hero message on screen when clicked, credited with the click. */
  getMessageId: () => string;
  /** Which button was pressed, for the analytics dashboard. */
  buttonId: LandingButtonId;
  /** A label other than Begin Your Journey / Login to Begin (e.g. Try a Free Story). */
  label?: string;
}

/**
 * Starts a journey: clears session storage, tracks the click, then goes to /auth, /journey or
 * /subscribe by the rule of SPEC.md section 2. While a journey is active it asks first (keep it,
 * Email & End, or erase it), as ending a journey anywhere else does.
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

  const onClick = () => {
    if (!isAuthenticated || !isJourneyActive()) return begin();
    // The Active Journey bar puts the question; without it, go back to the journey, erase nothing.
    if (!requestJourneyEnd(begin)) navigate('/journey');
  };

  return (
    <Button onClick={onClick} {...props}>
      {label ?? beginJourneyLabel(isAuthenticated)}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
