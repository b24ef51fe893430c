import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import type { FaqItem } from './faq';
import type { HelpDialogProps } from './floating-help-button';

export interface FaqDialogProps extends Partial<Pick<HelpDialogProps, 'returnFocusTo'>> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  items: readonly FaqItem[];
  /** Shown under the questions, e.g. a Contact Support button. */
  footer?: ReactNode;
}

/** Frequently asked questions in a dialog; each answer opens under its question. */
export function FaqDialog({
  open,
  onOpenChange,
  title,
  description,
  items,
  footer,
  returnFocusTo,
}: FaqDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-2xl"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.question}>
              <details className="group rounded-lg border bg-card px-4 py-3 text-card-foreground">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <ChevronDown
                    className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                    aria-hidden="true"
                  />
                </summary>
                <div className="mt-2 text-sm leading-relaxed text-muted-foreground">
                  {item.answer}
                </div>
              </details>
            </li>
          ))}
        </ul>
        {footer !== undefined && <DialogFooter>{footer}</DialogFooter>}
      </DialogContent>
    </Dialog>
  );
}
