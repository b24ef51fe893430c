// "Need help now?": always in reach, whatever any detector says. A link (on every journey screen
// and in the site footer) that opens the crisis lines in a dialog.
//
// The lines are the built-in ones (DEFAULT_CRISIS_RESOURCES): the server has no endpoint listing
// the lines an operator set in CRISIS_RESOURCES, so those show only in the chat's crisis replies.
import { useState } from 'react';
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
        <HelpLines resources={DEFAULT_CRISIS_RESOURCES} />
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
