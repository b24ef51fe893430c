import type { FaqItem } from '../../../components/help/faq';
import { FaqDialog } from '../../../components/help/faq-dialog';
import { siteConfig } from '../../../lib/site-config';
import { FREE_JOURNEYS_PER_MONTH } from '../journey.constants';

/** The journey screen's 8 questions (SPEC.md section 2). */
export const JOURNEY_FAQ: readonly FaqItem[] = [
  {
    question: 'How does a journey work?',
    answer: (
      <p>
        Tell me how you feel in a few words or a few lines. I reply, and you choose a fable, a story
        or a poem, written for that feeling. Then I ask you a few reflection questions about it;
        answer as much or as little as you like.
      </p>
    ),
  },
  {
    question: 'What is the difference between a fable, a story and a poem?',
    answer: (
      <p>
        A fable is a short tale with animals and a moral. A story follows a person through a turn
        and a resolution. A poem gives your feeling a few stanzas of its own.
      </p>
    ),
  },
  {
    question: 'Who writes the replies?',
    answer: (
      <p>
        Software writes the replies, the stories and the questions: the app&apos;s own built-in
        storyteller, or an AI model where one is switched on. It can be thoughtful, but it is not a
        person and not a substitute for therapy or professional care.
      </p>
    ),
  },
  {
    question: 'Is my journey saved?',
    answer: (
      <p>
        Only in this browser tab while you take it. Nothing you write is stored on our servers, and
        there is no history. To keep a journey, choose Email &amp; End Journey: it is sent to you
        and then erased.
      </p>
    ),
  },
  {
    question: 'How many journeys can I take?',
    answer: (
      <p>
        The free plan gives {FREE_JOURNEYS_PER_MONTH} journeys a month; the count in the top bar
        shows how many are left and when they renew. A journey is used when its story is written.
        The Trailblazer plan gives unlimited journeys.
      </p>
    ),
  },
  {
    question: 'What is the grounding pause?',
    answer: (
      <p>
        During the reflection a small card may offer a quote, a guided breathing exercise or a few
        affirmations. Take it, or choose No thanks; it is there for you, not a step to complete.
      </p>
    ),
  },
  {
    question: 'Can I listen instead of reading?',
    answer: (
      <p>
        Yes. The story and the messages can be read aloud in one of six voices, and your choice of
        voice is remembered on this device.
      </p>
    ),
  },
  {
    question: 'What if I am struggling right now?',
    answer: (
      <p>
        Please reach out to someone now: a local crisis line (988 in the US, Samaritans on 116 123
        in the UK and Ireland), your doctor, or someone you trust. If you are in danger, call your
        local emergency number.
      </p>
    ),
  },
];

/** The journey screen's help dialog (opened by the JOURNEY_FAQ_EVENT custom event). */
export default function JourneyFaqDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FaqDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Journey Questions"
      description={`How a ${siteConfig.appName} journey works. Anything else? Write to ${siteConfig.supportEmail}.`}
      items={JOURNEY_FAQ}
    />
  );
}
