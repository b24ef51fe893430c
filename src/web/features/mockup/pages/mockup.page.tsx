import { lazy, Suspense, useRef, useState } from 'react';
import { Check, CircleHelp, Quote } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { HOW_IT_WORKS, PREMIUM_FEATURES, TESTIMONIALS, WHO_USES } from '../../../content/marketing';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { useTypewriter } from '../../../hooks/use-typewriter';
import { MockupHeader } from '../components/mockup-header';
import { logMockAction } from '../mockup';

const MockupFaqDialog = lazy(() => import('../components/mockup-faq-dialog'));

/** SPEC.md section 9: the mockup's typewriter types 40 ms per character. */
export const MOCKUP_TYPEWRITER_MS_PER_CHAR = 40;
export const MOCKUP_TAGLINE = 'Every feeling has a story. Let us tell yours.';

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h3 id={id} className="text-2xl font-semibold">
      {children}
    </h3>
  );
}

/** A static preview of the landing page (SPEC.md section 2, "Mockup"). Buttons only log. */
export function MockupPage() {
  const reducedMotion = useReducedMotion();
  const { typed } = useTypewriter(MOCKUP_TAGLINE, MOCKUP_TYPEWRITER_MS_PER_CHAR, reducedMotion);
  const [faqOpen, setFaqOpen] = useState(false);
  const [faqMounted, setFaqMounted] = useState(false);
  const faqButton = useRef<HTMLButtonElement>(null);

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Landing Mockup"
        description="A static preview of the landing page, for trying out layouts and words before they go live. Its buttons only write to the browser console."
      />

      <div className="overflow-hidden rounded-2xl border bg-background shadow-lg">
        <MockupHeader />
        <div className="flex flex-col gap-16 px-4 py-10 sm:px-10">
          <section aria-labelledby="mockup-hero" className="flex flex-col items-start gap-5">
            <h2 id="mockup-hero" className="text-4xl font-semibold sm:text-5xl">
              Stories that light the way
            </h2>
            <p className="grid font-serif text-xl italic">
              <span aria-hidden="true" className="invisible [grid-area:1/1]">
                {MOCKUP_TAGLINE}
              </span>
              <span aria-hidden="true" className="[grid-area:1/1]">
                {typed}
              </span>
              <span className="sr-only">{MOCKUP_TAGLINE}</span>
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button size="lg" onClick={() => logMockAction('Begin Your Journey')}>
                Begin Your Journey
              </Button>
              <Button size="lg" variant="outline" onClick={() => logMockAction('Learn More')}>
                Learn More
              </Button>
            </div>
          </section>

          <section
            id="mockup-how-it-works"
            aria-labelledby="mockup-how-heading"
            className="flex scroll-mt-24 flex-col gap-6"
          >
            <Heading id="mockup-how-heading">How It Works</Heading>
            <ol className="grid gap-4 md:grid-cols-3">
              {HOW_IT_WORKS.map((step, index) => (
                <li key={step.title} className="flex flex-col gap-2 rounded-xl border bg-card p-5">
                  <span className="text-sm font-semibold text-muted-foreground">
                    Step {index + 1}
                  </span>
                  <h4 className="text-lg font-semibold">{step.title}</h4>
                  <p className="text-sm text-muted-foreground">{step.text}</p>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="mockup-who-heading" className="flex flex-col gap-6">
            <Heading id="mockup-who-heading">Who It Is For</Heading>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {WHO_USES.map((group) => (
                <li key={group.title} className="flex flex-col gap-1 rounded-xl border bg-card p-5">
                  <h4 className="font-semibold">{group.title}</h4>
                  <p className="text-sm text-muted-foreground">{group.text}</p>
                </li>
              ))}
            </ul>
          </section>

          <section
            id="mockup-testimonials"
            aria-labelledby="mockup-testimonials-heading"
            className="flex scroll-mt-24 flex-col gap-6"
          >
            <Heading id="mockup-testimonials-heading">Testimonials</Heading>
            <ul className="grid gap-4 md:grid-cols-2">
              {TESTIMONIALS.map((testimonial) => (
                <li key={testimonial.name}>
                  <figure className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5">
                    <Quote className="size-5 text-primary" aria-hidden="true" />
                    <blockquote className="font-serif">“{testimonial.quote}”</blockquote>
                    <figcaption className="text-sm text-muted-foreground">
                      {testimonial.name}, {testimonial.role}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </section>

          <section
            id="mockup-pricing"
            aria-labelledby="mockup-pricing-heading"
            className="flex scroll-mt-24 flex-col items-center gap-6"
          >
            <Heading id="mockup-pricing-heading">Pricing</Heading>
            <div className="flex w-full max-w-sm flex-col gap-4 rounded-xl border bg-card p-6">
              <h4 className="text-xl font-semibold">Premium Access</h4>
              <p>
                <span className="font-serif text-4xl font-semibold">$10</span>
                <span className="text-muted-foreground">/month</span>
              </p>
              <ul className="flex flex-col gap-2 text-sm">
                {PREMIUM_FEATURES.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button onClick={() => logMockAction('Become a Trailblazer')}>
                Become a Trailblazer
              </Button>
            </div>
          </section>

          <div className="flex justify-center">
            <Button
              ref={faqButton}
              variant="outline"
              onClick={() => {
                setFaqMounted(true);
                setFaqOpen(true);
              }}
            >
              <CircleHelp aria-hidden="true" />
              Frequently Asked Questions
            </Button>
          </div>
        </div>
      </div>

      {faqMounted && (
        <Suspense fallback={null}>
          <MockupFaqDialog open={faqOpen} onOpenChange={setFaqOpen} returnFocusTo={faqButton} />
        </Suspense>
      )}
    </div>
  );
}
