import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

type SectionCardProps = Omit<ComponentProps<'div'>, 'title'> & {
  title: ReactNode;
  /** Beside the heading (e.g. a plan's state). */
  badges?: ReactNode;
  description?: ReactNode;
  /** Under the description, still in the header (e.g. a status badge). */
  headerExtra?: ReactNode;
  contentClassName?: string;
  /** The card's actions; nothing (or false) leaves the footer out. */
  footer?: ReactNode;
  footerClassName?: string;
};

/**
 * The product's usual card (account, plans, checkout, limits): a heading of the page's second
 * level, a line under it, the content, and the actions below.
 */
export function SectionCard({
  title,
  badges,
  description,
  headerExtra,
  contentClassName,
  footer,
  footerClassName,
  children,
  ...props
}: SectionCardProps) {
  const heading = <CardTitle as="h2">{title}</CardTitle>;
  return (
    <Card {...props}>
      <CardHeader>
        {badges ? (
          <div className="flex flex-wrap items-center gap-2">
            {heading}
            {badges}
          </div>
        ) : (
          heading
        )}
        {description && <CardDescription>{description}</CardDescription>}
        {headerExtra}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
      {footer && <CardFooter className={footerClassName}>{footer}</CardFooter>}
    </Card>
  );
}
