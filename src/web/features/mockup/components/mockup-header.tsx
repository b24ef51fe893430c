import { useId, useState, type MouseEvent } from 'react';
import { Menu, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { siteConfig } from '../../../lib/site-config';
import { logMockAction } from '../mockup';
import { MockupLogo } from './mockup-logo';

const ANCHORS = [
  { href: '#mockup-how-it-works', label: 'How It Works' },
  { href: '#mockup-testimonials', label: 'Testimonials' },
  { href: '#mockup-pricing', label: 'Pricing' },
];

/** The mockup's own top bar: logo, anchors to its sections, and a small-screen menu. */
export function MockupHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const closeOnPress = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) setOpen(false);
  };
  return (
    <div className="border-b bg-background">
      <div className="flex h-14 items-center justify-between gap-3 px-4">
        <span className="flex items-center gap-2 font-serif text-lg font-semibold">
          <MockupLogo />
          {siteConfig.appName}
        </span>
        <nav aria-label="Mockup sections" className="hidden items-center gap-5 text-sm md:flex">
          {ANCHORS.map((anchor) => (
            <a
              key={anchor.href}
              href={anchor.href}
              className="rounded-sm underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              {anchor.label}
            </a>
          ))}
          <Button size="sm" onClick={() => logMockAction('Get Started')}>
            Get Started
          </Button>
        </nav>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close mockup menu' : 'Open mockup menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>
      <nav
        id={menuId}
        aria-label="Mockup menu"
        hidden={!open}
        onClick={closeOnPress}
        className="border-t px-4 py-3 md:hidden"
      >
        <ul className="flex flex-col gap-1">
          {ANCHORS.map((anchor) => (
            <li key={anchor.href}>
              <a href={anchor.href} className="block rounded-md px-2 py-2 hover:bg-accent">
                {anchor.label}
              </a>
            </li>
          ))}
          <li>
            <Button className="mt-2 w-full" onClick={() => logMockAction('Get Started')}>
              Get Started
            </Button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
