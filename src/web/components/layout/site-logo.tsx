import { useState } from 'react';
import { BookOpen } from 'lucide-react';
import { cn } from '../../lib/cn';

export const LOGO_SRC = '/logo.svg';

/**
 * The product logo. It sits beside the product name, so it is decorative (empty alt). If the image
 * fails to load, a book icon takes its place (SPEC.md section 1).
 */
export function SiteLogo({ className }: { className?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <BookOpen
        data-testid="logo-fallback"
        className={cn('size-8 text-primary', className)}
        aria-hidden="true"
      />
    );
  }
  return (
    <img
      src={LOGO_SRC}
      alt=""
      width={32}
      height={32}
      className={cn('size-8', className)}
      onError={() => setFailed(true)}
    />
  );
}
