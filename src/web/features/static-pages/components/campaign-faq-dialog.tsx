import { Mail } from 'lucide-react';
import type { FaqItem } from '../../../components/help/faq';
import { FaqDialog } from '../../../components/help/faq-dialog';
import type { HelpDialogProps } from '../../../components/help/floating-help-button';
import { Button } from '../../../components/ui/button';
import { siteConfig } from '../../../lib/site-config';
import { campaignContactHref } from '../campaign';

/** Teach The Kid To Read's 5 questions (SPEC.md section 2). */
const CAMPAIGN_FAQ: readonly FaqItem[] = [
  {
    question: 'What does Teach The Kid To Read do?',
    answer: (
      <p>
        We bring stories and reading support to children in underserved communities in Nigeria,
        Kenya and Haiti. Satellite internet connects schools and community centres that no cable
        reaches, so children can read, listen to stories read aloud and practise with trained local
        facilitators.
      </p>
    ),
  },
  {
    question: 'Why satellite internet?',
    answer: (
      <p>
        Many of the communities we serve have no reliable connection at all. Modern satellite
        service reaches them directly and delivers speeds of up to about 100 Mbps: enough for a
        whole classroom to read and listen at once.
      </p>
    ),
  },
  {
    question: 'How is my donation used?',
    answer: (
      <p>
        Donations pay for connection equipment and service, reading devices, solar power where the
        grid does not reach, and the training and stipends of local facilitators. We report to our
        funders on where their money went and what it made possible.
      </p>
    ),
  },
  {
    question: 'Can my organisation partner with you?',
    answer: (
      <p>
        Yes, please. We work with schools, foundations, companies and local organisations that share
        our goal. Write to {siteConfig.campaignEmail} or call {siteConfig.campaignPhone} and tell us
        how you would like to help.
      </p>
    ),
  },
  {
    question: `How is this connected to ${siteConfig.appName}?`,
    answer: (
      <p>
        The same belief drives both: a story can change how a person sees the world and themselves.{' '}
        {siteConfig.appName} brings stories to reflective adults; Teach The Kid To Read brings them
        to children who are just learning to read.
      </p>
    ),
  },
];

/** The campaign page's help dialog, with a contact button that opens a prefilled email. */
export default function CampaignFaqDialog(props: HelpDialogProps) {
  return (
    <FaqDialog
      {...props}
      title="Questions About the Campaign"
      description="What we do, where your help goes, and how to reach us."
      items={CAMPAIGN_FAQ}
      footer={
        <Button asChild>
          <a href={campaignContactHref()}>
            <Mail aria-hidden="true" />
            Contact the Campaign Team
          </a>
        </Button>
      }
    />
  );
}
