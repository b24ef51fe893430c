import { Link } from 'react-router-dom';
import { ArrowRight, BookOpen, MessageCircleHeart, PenLine, Quote } from 'lucide-react';
import { ContentSection } from '../../../components/layout/content-section';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { TESTIMONIALS } from '../../../content/marketing';
import { siteConfig } from '../../../lib/site-config';

const STEPS = [
  {
    icon: PenLine,
    title: 'Share your feelings',
    text: 'Describe how you feel in your own words: restless, hopeful, heavy, curious. A sentence is plenty.',
  },
  {
    icon: BookOpen,
    title: 'Receive your story',
    text: 'Choose a fable, a story or a poem, and receive one written for this moment, for you alone.',
  },
  {
    icon: MessageCircleHeart,
    title: 'Reflect and grow',
    text: 'Answer a few gentle questions about what the story stirred, and notice what you learn about yourself.',
  },
];

export function AboutPage() {
  const { appName } = siteConfig;
  return (
    <div className="flex flex-col gap-14">
      <PageHeader
        title={`About ${appName}`}
        description="Why a story written for how you feel today can help you understand it, and how a journey from feeling to reflection works."
      />

      <ContentSection id="mission" title="Our Mission">
        <p>
          People have always told stories to make sense of what they feel. A fable about a patient
          tortoise or a poem about the first light after a storm can say what we struggle to say
          ourselves, and let us look at a hard feeling from a safe distance.
        </p>
        <p>
          {appName} brings that old practice to a quiet corner of the internet. Our mission is to
          give every reflective person a few unhurried minutes with a story that meets them where
          they are, and with questions that help them listen to themselves. No feeds, no streaks, no
          audience: just you, a story and a lantern to read it by.
        </p>
      </ContentSection>

      <section aria-labelledby="steps-heading" className="flex flex-col gap-6">
        <h2 id="steps-heading" className="text-2xl font-semibold sm:text-3xl">
          How It Works
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-3 rounded-xl border bg-card p-6">
              <span className="flex items-center gap-3 text-sm font-semibold text-muted-foreground">
                <step.icon className="size-5 text-primary" aria-hidden="true" />
                Step {index + 1}
              </span>
              <h3 className="text-xl font-semibold">{step.title}</h3>
              <p className="text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <ContentSection id="science" title="The Science Behind Stories">
        <p>
          Since the 1980s, psychologists have studied expressive writing: putting feelings into
          words for a few minutes at a time. Many studies have linked it with less stress and a
          clearer sense of what is going on inside. Research on naming emotions suggests that simply
          labelling a feeling can soften its grip.
        </p>
        <p>
          Stories add something more. Narrative lets us step beside an experience instead of being
          swallowed by it, and metaphor gives shape to what is hard to describe. Reading about a
          character who carries what we carry can make a feeling easier to hold, which is the idea
          behind bibliotherapy, the practice of reading for wellbeing.
        </p>
        <p>
          {appName} combines the two: a story that mirrors your mood, then reflection in your own
          words. It is a companion for self-understanding, not a treatment, and it is not a
          substitute for therapy. If you are struggling, please reach out to a professional.
        </p>
      </ContentSection>

      <section aria-labelledby="voices-heading" className="flex flex-col gap-6">
        <h2 id="voices-heading" className="text-2xl font-semibold sm:text-3xl">
          What Readers Say
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col gap-3 rounded-xl border bg-card p-6">
                <Quote className="size-5 text-primary" aria-hidden="true" />
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

      <section
        aria-labelledby="about-cta-heading"
        className="flex flex-col items-start gap-4 rounded-2xl bg-secondary p-8 text-secondary-foreground"
      >
        <h2 id="about-cta-heading" className="text-2xl font-semibold sm:text-3xl">
          Ready when you are
        </h2>
        <p className="max-w-prose">
          Your first three journeys each month are free. Find a quiet moment, and begin.
        </p>
        <Button asChild size="lg">
          <Link to="/journey">
            Begin a Journey
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </section>
    </div>
  );
}
