import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';

interface PageHeaderProps {
  /** The page's h1; also the tab title unless `documentTitle` is given. */
  title: string;
  description?: ReactNode;
  /** Tab title; pass an empty string for the product name alone. */
  documentTitle?: string;
}

/** The heading block every page starts with: one h1, one lead sentence, and the tab title. */
export function PageHeader({ title, description, documentTitle }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      {description !== undefined && (
        <p className="max-w-prose text-lg text-muted-foreground">{description}</p>
      )}
    </div>
  );
}
