import { Link } from 'react-router-dom';
import { Mail } from 'lucide-react';
import type { FaqItem } from '../../../components/help/faq';
import { FaqDialog } from '../../../components/help/faq-dialog';
import type { HelpDialogProps } from '../../../components/help/floating-help-button';
import { Button } from '../../../components/ui/button';
import { mailtoHref, siteConfig } from '../../../lib/site-config';

const link = 'font-medium text-primary underline underline-offset-4';

/** The landing page's 7 questions (SPEC.md section 2). */
const LANDING_FAQ: readonly FaqItem[] = [
  {
    question: `What is ${siteConfig.appName}?`,
    answer: (
      <p>
        A quiet place to work through how you feel. You describe your mood, receive a fable, story
        or poem written for that moment, and then reflect on it in a gentle conversation guided by
        thoughtful questions.
      </p>
    ),
  },
  {
    question: 'How does a journey work?',
    answer: (
      <p>
        Tell us how you feel in a sentence or two. Choose a format: a fable (a short tale with
        animals and a moral), a story or a poem. Read or listen to it, then answer the reflection
        questions at your own pace. Along the way, a grounding pause may offer a quote, a breathing
        exercise or a few affirmations. We suggest one or two journeys a week.
      </p>
    ),
  },
  {
    question: 'Do you keep my stories and reflections?',
    answer: (
      <p>
        No. Your journey lives only in your browser while you take it. We never store stories, moods
        or reflections on our servers, and there is no history. If you want to keep one, email it to
        yourself at the end; after it is sent, it is erased.
      </p>
    ),
  },
  {
    question: 'How many journeys are free?',
    answer: (
      <p>
        Every account gets three journeys a month, and the count resets by itself. The Trailblazer
        plan gives unlimited journeys for $10 a month or $99 a year.{' '}
        <Link to="/subscribe" className={link}>
          See the plans
        </Link>
        .
      </p>
    ),
  },
  {
    question: 'Is this a replacement for therapy?',
    answer: (
      <p>
        No. {siteConfig.appName} is a reflective companion, not a substitute for therapy or medical
        care. If you are struggling or feel unsafe, please reach out to a professional or a local
        crisis line.
      </p>
    ),
  },
  {
    question: 'Is it suitable for children?',
    answer: (
      <p>
        Yes. The stories are written to be gentle, and every mood is checked for signs of crisis
        before a story is written. We recommend that an adult takes part with children under 9, and
        our{' '}
        <Link to="/privacy" className={link}>
          privacy policy
        </Link>{' '}
        explains how we treat the accounts of children under 13.
      </p>
    ),
  },
  {
    question: 'How do I cancel my subscription?',
    answer: (
      <p>
        Cancel from your{' '}
        <Link to="/account" className={link}>
          account page
        </Link>{' '}
        at any time and keep unlimited journeys until the end of the period you have paid for.
      </p>
    ),
  },
];

/** The landing page's help dialog: 7 questions and Contact Support (loaded on demand). */
export default function LandingFaqDialog(props: HelpDialogProps) {
  return (
    <FaqDialog
      {...props}
      title="Frequently Asked Questions"
      description={`Quick answers about ${siteConfig.appName}. Anything else? Write to us at ${siteConfig.supportEmail}; we reply within 24 hours.`}
      items={LANDING_FAQ}
      footer={
        <Button asChild>
          <a
            href={mailtoHref(siteConfig.supportEmail, { subject: `${siteConfig.appName} support` })}
          >
            <Mail aria-hidden="true" />
            Contact Support
          </a>
        </Button>
      }
    />
  );
}
