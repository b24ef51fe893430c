import { ExternalLink, MessageSquare, Phone } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { CrisisResource } from '../../../domain/story/safety/crisis-resources';
import { helpLineLinks } from './help-line-links';

const linkClasses =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-primary/40 bg-background px-3 py-1 text-sm font-medium text-primary underline-offset-4 outline-none hover:bg-primary/10 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

function LinkIcon({ href }: { href: string }) {
  if (href.startsWith('tel:')) return <Phone className="size-3.5" aria-hidden="true" />;
  if (href.startsWith('sms:')) return <MessageSquare className="size-3.5" aria-hidden="true" />;
  return <ExternalLink className="size-3.5" aria-hidden="true" />;
}

/** Help lines, each with its words and a link to tap for every way to reach it. */
export function HelpLines({
  resources,
  className,
}: {
  resources: readonly CrisisResource[];
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-col gap-3 text-sm', className)}>
      {resources.map((resource, index) => {
        const links = helpLineLinks(resource.line);
        return (
          <li key={`${resource.region}-${resource.line}-${index}`} data-testid="help-line">
            <p>
              {resource.region && <span className="font-medium">{resource.region}: </span>}
              {resource.line}
            </p>
            {links.length > 0 && (
              <p className="mt-1.5 flex flex-wrap gap-2">
                {links.map((link) => (
                  <a
                    key={link.href}
                    href={link.href}
                    className={linkClasses}
                    {...(link.href.startsWith('http')
                      ? { target: '_blank', rel: 'noopener noreferrer' }
                      : {})}
                  >
                    <LinkIcon href={link.href} />
                    {link.label}
                  </a>
                ))}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
