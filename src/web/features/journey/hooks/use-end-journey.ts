import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast.store';
import { completeJourney } from '../api/journey-end.api';
import {
  EMAIL_TOASTS,
  JOURNEY_COMPLETED_TOAST_MS,
  JOURNEY_END_REDIRECT_MS,
} from '../journey.constants';
import { loadStoredJourney, resetJourney } from '../stores/journey-storage';

/** Erases the journey under way; the server records only that it ended. */
export function eraseJourney(): void {
  const journeyId = loadStoredJourney()?.journeyId;
  if (journeyId) void completeJourney(journeyId).catch(() => {});
  resetJourney();
}

/** How a journey ends (SPEC.md section 4, "Journey lifecycle"). */
export function useEndJourney() {
  const navigate = useNavigate();

  /** End Without Emailing: reset (the flow back at mood), go to /, Journey Ended. */
  const endWithoutEmailing = useCallback(() => {
    eraseJourney();
    navigate('/');
    toast(EMAIL_TOASTS.ended);
  }, [navigate]);

  /** After the email dialog's success: reset, clear both keys, Journey Completed (5 s), / after 100 ms. */
  const completeAfterEmail = useCallback(() => {
    resetJourney();
    toast({ ...EMAIL_TOASTS.completed, duration: JOURNEY_COMPLETED_TOAST_MS });
    setTimeout(() => navigate('/'), JOURNEY_END_REDIRECT_MS);
  }, [navigate]);

  return { endWithoutEmailing, completeAfterEmail };
}
