// "Need help now?": always in reach, whatever any detector says. A link (on every journey screen
// and in the site footer) that opens the crisis lines in a dialog.
//
// The lines are the server's (CRISIS_RESOURCES, read when the dialog opens); the built-in ones show
// at once and stay when the server cannot be reached.
import { useEffect, useState } from 'react';
import { LifeBuoy } from 'lucide-react';
import { DEFAULT_CRISIS_RESOURCES } from '../../../domain/story/safety/crisis-resources';
import { EMERGENCY_LINE } from '../../../domain/story/safety/crisis-response';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogClose,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { cn } from '../../lib/cn';
import { fetchHelpLines } from '../../lib/help-lines-api';
import { HelpLines } from './help-lines';

export const NEED_HELP_TEXT = {
  link: 'Need help now?',
  title: 'Need help now?',
  description:
    'If you are struggling or thinking about ending your life, you do not have to go through it alone. Free, confidential help is there for you, day or night:',
} as const;

export function NeedHelpDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [resources, setResources] = useState(DEFAULT_CRISIS_RESOURCES);
  useEffect(() => {
    if (!open) return;
    let current = true;
    void fetchHelpLines().then((lines) => current && setResources(lines));
    return () => {
      current = false;
    };
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <LifeBuoy className="size-5 text-primary" aria-hidden="true" />
            {NEED_HELP_TEXT.title}
          </DialogTitle>
          <DialogDescription>{NEED_HELP_TEXT.description}</DialogDescription>
        </DialogHeader>
        <HelpLines resources={resources} />
        <p className="text-sm font-medium">{EMERGENCY_LINE}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The "Need help now?" link and the dialog it opens. */
export function NeedHelpLink({
  className,
  iconClassName,
}: {
  className?: string;
  /** The life buoy's classes (the site header hides it on the narrowest phones). */
  iconClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={cn(
          'inline-flex items-center gap-1.5 rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:text-primary/80 focus-visible:ring-[3px] focus-visible:ring-ring/50',
          className,
        )}
      >
        <LifeBuoy className={cn('size-4 shrink-0', iconClassName)} aria-hidden="true" />
        {NEED_HELP_TEXT.link}
      </button>
      <NeedHelpDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
