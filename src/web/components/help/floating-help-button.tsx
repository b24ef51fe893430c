import { lazy, Suspense, useRef, useState, type ComponentType, type RefObject } from 'react';
import { CircleHelp } from 'lucide-react';
import { cn } from '../../lib/cn';

/** What the help dialog gets from the button that opens it. */
export interface HelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button, to give focus back to when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export interface FloatingHelpButtonProps {
  /** The button's accessible name. */
  label?: string;
  /**
   * Loads the dialog (its code and its questions), so neither comes with the page: it starts when
   * the pointer or focus reaches the button. Pass a function defined at module level.
   */
  loadDialog: () => Promise<{ default: ComponentType<HelpDialogProps> }>;
  className?: string;
}

/** A round help button fixed to the bottom right corner that opens a help (FAQ) dialog. */
export function FloatingHelpButton({
  label = 'Help and frequently asked questions',
  loadDialog,
  className,
}: FloatingHelpButtonProps) {
  const [HelpDialog] = useState(() => lazy(loadDialog));
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const preload = () => void loadDialog().catch(() => {});

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        title={label}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        className={cn(
          'fixed right-4 bottom-4 z-30 inline-flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform outline-none hover:scale-105 focus-visible:ring-4 focus-visible:ring-ring/50 motion-reduce:transition-none sm:right-6 sm:bottom-6',
          className,
        )}
      >
        <CircleHelp className="size-7" aria-hidden="true" />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <HelpDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
