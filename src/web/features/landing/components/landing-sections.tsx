import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import {
  BookOpen,
  Check,
  Feather,
  Leaf,
  Lightbulb,
  MessageCircleHeart,
  NotebookPen,
  Quote,
  Sprout,
} from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { HOW_IT_WORKS, PREMIUM_FEATURES, TESTIMONIALS, WHO_USES } from '../../../content/marketing';
import { siteConfig } from '../../../lib/site-config';
import { BeginJourneyButton } from './begin-journey-button';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const STEP_ICONS: Icon[] = [Feather, BookOpen, MessageCircleHeart];
const AUDIENCE_ICONS: Icon[] = [NotebookPen, Sprout, Leaf, Lightbulb];

function SectionHeading({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <div className="flex max-w-2xl flex-col gap-3">
      <h2 id={id} className="text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      <p className="text-lg text-muted-foreground">{lead}</p>
    </div>
  );
}

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-heading"
      className="flex scroll-mt-24 flex-col gap-8"
    >
      <SectionHeading
        id="how-heading"
        title="How It Works"
        lead="A journey takes as long as you need. We suggest one or two a week."
      />
      <ol className="grid gap-6 md:grid-cols-3">
        {HOW_IT_WORKS.map((step, index) => {
          const StepIcon = STEP_ICONS[index] ?? Feather;
          return (
            <li key={step.title}>
              <Card className="h-full">
                <CardHeader>
                  <div className="mb-2 flex items-center gap-3">
                    <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
                      <StepIcon className="size-5" aria-hidden="true" />
                    </span>
                    <span className="text-sm font-semibold text-muted-foreground">
                      Step {index + 1}
                    </span>
                  </div>
                  <CardTitle>{step.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-muted-foreground">{step.text}</p>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function WhoUsesSection() {
  return (
    <section aria-labelledby="who-heading" className="flex flex-col gap-8">
      <SectionHeading
        id="who-heading"
        title={`Who Uses ${siteConfig.appName}`}
        lead="People who would rather understand a feeling than hurry past it."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {WHO_USES.map((audience, index) => {
          const AudienceIcon = AUDIENCE_ICONS[index] ?? Sprout;
          return (
            <li key={audience.title} className="flex flex-col gap-2 rounded-xl border bg-card p-5">
              <AudienceIcon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="text-lg font-semibold">{audience.title}</h3>
              <p className="text-sm text-muted-foreground">{audience.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="flex scroll-mt-24 flex-col gap-8"
    >
      <SectionHeading
        id="testimonials-heading"
        title="In Their Words"
        lead="What readers tell us after a few weeks of stories and reflection."
      />
      <ul className="grid gap-6 md:grid-cols-2">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
              <Quote className="size-6 text-primary" aria-hidden="true" />
              <blockquote className="font-serif text-lg leading-relaxed">
                “{testimonial.quote}”
              </blockquote>
              <figcaption className="mt-auto text-sm text-muted-foreground">
                <span className="font-semibold text-foreground">{testimonial.name}</span>,{' '}
                {testimonial.role}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PricingSection() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className="flex scroll-mt-24 flex-col items-center gap-8 text-center"
    >
      <SectionHeading
        id="pricing-heading"
        title="Simple, Honest Pricing"
        lead="Three journeys every month are free, always. For unlimited journeys, become a Trailblazer today: $10 a month or $99 a year, cancel anytime."
      />
      <Card className="w-full max-w-md border-primary/40 text-left shadow-md">
        <CardHeader>
          <CardTitle>Premium Access</CardTitle>
          <CardDescription>The Trailblazer plan</CardDescription>
          <p className="mt-2 flex items-baseline gap-1">
            <span className="font-serif text-5xl font-semibold">$10</span>
            <span className="text-muted-foreground">/month</span>
          </p>
          <p className="text-sm text-muted-foreground">or $99 a year, about $8.25 a month</p>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3">
            {PREMIUM_FEATURES.map((feature) => (
              <li key={feature} className="flex gap-3">
                <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter>
          <Button asChild size="lg" className="w-full">
            <Link to="/subscribe">Become a Trailblazer</Link>
          </Button>
        </CardFooter>
      </Card>
    </section>
  );
}

export function ClosingSection({ getMessageId }: { getMessageId: () => string }) {
  return (
    <section
      aria-labelledby="closing-heading"
      className="flex flex-col items-center gap-6 rounded-2xl bg-secondary px-6 py-12 text-center text-secondary-foreground sm:px-12"
    >
      <h2 id="closing-heading" className="text-3xl font-semibold sm:text-4xl">
        Your story is waiting
      </h2>
      <p className="max-w-xl text-lg">
        Take a free journey tonight, or light the way for every night to come. However you feel,
        there is a story that understands it.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/subscribe">Become a Trailblazer</Link>
        </Button>
        <BeginJourneyButton
          size="lg"
          variant="outline"
          label="Try a Free Story"
          getMessageId={getMessageId}
          buttonId="closing-try-free-story"
        />
      </div>
    </section>
  );
}
