import { Fragment, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAuthStore } from '../../../stores/auth.store';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { HERO_MESSAGES } from '../../../../domain/analytics/hero-messages';
import { siteConfig } from '../../../lib/site-config';
import { useRotatingTagline } from '../lib/use-rotating-tagline';
import { BeginJourneyButton } from './begin-journey-button';

const HEADLINE = ['Stories', 'that', 'light', 'the', 'way'];

/** The animated headline: its words rise into place one after another (not for reduced motion). */
function Headline() {
  return (
    <h1 id="hero-heading" className="text-5xl leading-[1.05] font-semibold sm:text-6xl lg:text-7xl">
      {HEADLINE.map((word, index) => (
        <Fragment key={word}>
          {index > 0 && ' '}
          <span
            className={
              word === 'light'
                ? 'animate-rise inline-block bg-linear-to-r from-primary to-amber-500 bg-clip-text text-transparent dark:to-amber-200'
                : 'animate-rise inline-block'
            }
            style={{ animationDelay: `${index * 90}ms` }}
          >
            {word}
          </span>
        </Fragment>
      ))}
    </h1>
  );
}

/**
 * The typed rotating tagline. It keeps its own state, so typing re-renders only this line; the
 * message on screen is reported for the click tracking of the page's buttons.
 */
function Tagline({ onMessage }: { onMessage: (messageId: string) => void }) {
  const { message, typed, done } = useRotatingTagline();

  useEffect(() => {
    onMessage(message.id);
  }, [message.id, onMessage]);

  return (
    // Every tagline sits invisibly in the same cell, so the box is as tall as the longest one and
    // the page never jumps while a tagline types or changes.
    <p className="grid max-w-2xl font-serif text-xl text-foreground/90 italic sm:text-2xl">
      {HERO_MESSAGES.map((candidate) => (
        <span key={candidate.id} aria-hidden="true" className="invisible [grid-area:1/1]">
          {candidate.text}
        </span>
      ))}
      <span aria-hidden="true" className="[grid-area:1/1]" data-testid="tagline">
        {typed}
        <span className={done ? 'hidden' : 'ml-0.5 inline-block w-0.5 animate-pulse bg-primary'}>
          &nbsp;
        </span>
      </span>
      <span className="sr-only">{message.text}</span>
    </p>
  );
}

interface HeroSectionProps {
  onMessage: (messageId: string) => void;
  getMessageId: () => string;
}

export function HeroSection({ onMessage, getMessageId }: HeroSectionProps) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const isLoading = useAuthStore((state) => state.isLoading);

  return (
    <section
      aria-labelledby="hero-heading"
      className="flex flex-col items-start gap-6 py-6 sm:py-12"
    >
      <p className="rounded-full border bg-card px-3 py-1 text-sm text-muted-foreground">
        Reflective storytelling for the way you feel today
      </p>
      <Headline />

      <Tagline onMessage={onMessage} />

      <p className="max-w-2xl text-lg text-muted-foreground">
        Tell us how you feel, and {siteConfig.appName} writes a fable, story or poem for this very
        moment, then walks with you as you reflect on it. Nothing you share is kept on our servers.
      </p>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <BeginJourneyButton size="lg" getMessageId={getMessageId} buttonId="hero-begin-journey" />
        <Button asChild variant="outline" size="lg">
          <a href="#how-it-works">See how it works</a>
        </Button>
      </div>
      {isAuthenticated ? (
        <p className="text-sm text-muted-foreground">
          Welcome back. Take a breath, notice how you feel, and begin when you are ready.
        </p>
      ) : (
        // Kept in place (invisible) while the session is checked, so nothing moves afterwards.
        <p className={cn('text-sm text-muted-foreground', isLoading && 'invisible')}>
          <Link to="/login" className="font-medium text-primary underline underline-offset-4">
            Log in
          </Link>{' '}
          or{' '}
          <Link to="/signup" className="font-medium text-primary underline underline-offset-4">
            create a free account
          </Link>{' '}
          to begin. Your first three journeys each month are on us.
        </p>
      )}
    </section>
  );
}
