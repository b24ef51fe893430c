import type { MouseEvent } from 'react';
import type { FaqItem } from '../../../components/help/faq';
import { FaqDialog } from '../../../components/help/faq-dialog';
import type { HelpDialogProps } from '../../../components/help/floating-help-button';
import { siteConfig } from '../../../lib/site-config';
import { MOCK_MAIL_ALERT } from '../mockup';

/** In the mockup, mail links only explain what the live page would do. */
function MockMailLink({ children }: { children: string }) {
  const explain = (event: MouseEvent) => {
    event.preventDefault();
    window.alert(MOCK_MAIL_ALERT);
  };
  return (
    <a
      href={`mailto:${siteConfig.supportEmail}`}
      onClick={explain}
      className="font-medium text-primary underline underline-offset-4"
    >
      {children}
    </a>
  );
}

/** The mockup's 9 questions. */
const MOCKUP_FAQ: readonly FaqItem[] = [
  {
    question: `What is ${siteConfig.appName}?`,
    answer:
      'A reflective storytelling companion: describe a mood, receive a story, and reflect on it.',
  },
  {
    question: 'Which story formats can I choose?',
    answer: 'A fable (a short tale with animals and a moral), a story or a poem.',
  },
  {
    question: 'How long does a journey take?',
    answer: 'About fifteen minutes. One or two journeys a week is a good pace.',
  },
  {
    question: 'Are my stories saved?',
    answer:
      'No. Journeys are never stored on our servers; you can email one to yourself to keep it.',
  },
  {
    question: 'How many free journeys do I get?',
    answer: 'Three every month, reset automatically.',
  },
  {
    question: 'What does the Trailblazer plan cost?',
    answer: '$10 a month or $99 a year, with unlimited journeys and a price that never goes up.',
  },
  {
    question: 'Can I listen instead of reading?',
    answer: 'Yes. Stories and questions can be read aloud in one of six voices.',
  },
  {
    question: 'I have an idea for a feature. Who do I tell?',
    answer: (
      <p>
        We would love to hear it: <MockMailLink>send us your idea</MockMailLink>.
      </p>
    ),
  },
  {
    question: 'Something is not working. How do I get help?',
    answer: (
      <p>
        <MockMailLink>Email our support team</MockMailLink>; we reply within 24 hours.
      </p>
    ),
  },
];

export default function MockupFaqDialog(props: HelpDialogProps) {
  return (
    <FaqDialog
      {...props}
      title="Frequently Asked Questions"
      description="The mockup's questions. Mail links here only show what the live page would do."
      items={MOCKUP_FAQ}
    />
  );
}
