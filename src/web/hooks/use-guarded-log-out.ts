// Log out erases the journey kept in this tab (its story, its reflections, the journey spent), so
// while one is active it asks first, as Start new journey does: keep it, email it and log out, or
// erase it and log out.
import { useCallback } from 'react';
import { useConfirm } from '../components/ui/confirm-dialog-provider';
import { LOG_OUT_DIALOG, requestJourneyEnd } from '../lib/journey-end-request';
import { isJourneyActive } from '../lib/journey-presence';

/** `logOut`, asked first while a journey is active. */
export function useGuardedLogOut(logOut: () => void | Promise<void>): () => void {
  const confirm = useConfirm();
  return useCallback(() => {
    const go = () => void logOut();
    if (!isJourneyActive()) return go();
    // The Active Journey bar asks with the journey's own question (it can email it first).
    if (requestJourneyEnd(go, { reason: 'log-out', onEmailed: go })) return;
    // The bar has not loaded yet: ask plainly, keep or erase.
    void confirm({
      title: LOG_OUT_DIALOG.title,
      description: LOG_OUT_DIALOG.description,
      confirmLabel: LOG_OUT_DIALOG.erase,
      cancelLabel: LOG_OUT_DIALOG.keep,
      variant: 'destructive',
    }).then((erase) => {
      if (erase) go();
    });
  }, [confirm, logOut]);
}
