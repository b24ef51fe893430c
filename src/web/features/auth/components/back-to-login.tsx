import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';

/**
 * A way back to the login form: a link to /login on the stand-alone pages, or a button that
 * switches the panel when the form sits inside /login (`onClick`).
 */
export function BackToLogin({
  onClick,
  children,
  variant = 'link',
}: {
  onClick?: () => void;
  children: ReactNode;
  variant?: 'link' | 'default' | 'outline';
}) {
  if (onClick) {
    return (
      <Button variant={variant} onClick={onClick} className={variant === 'link' ? 'px-0' : ''}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant={variant} className={variant === 'link' ? 'px-0' : ''}>
      <Link to="/login">{children}</Link>
    </Button>
  );
}
