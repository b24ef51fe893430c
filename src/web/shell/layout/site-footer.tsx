import { Link } from 'react-router-dom';
import { NeedHelpLink } from '../../components/safety/need-help';
import { siteConfig } from '../../lib/site-config';

const footerLinks = [
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/teach-the-kid-to-read', label: 'Teach The Kid To Read' },
  { to: '/founder', label: 'The Founder' },
  { to: '/terms', label: 'Terms' },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/50">
      {/* Bottom padding: room for the floating help button at the end of the page. */}
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 pt-8 pb-24 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {siteConfig.appName}
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <NeedHelpLink />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
