import { Link } from 'react-router-dom';
import { BookOpenText, HandHeart, Mail, Phone, SatelliteDish, Users } from 'lucide-react';
import { ContentSection } from '../../../components/layout/content-section';
import { PageHeader } from '../../../components/layout/page-header';
import { FloatingHelpButton } from '../../../components/help/floating-help-button';
import { Button } from '../../../components/ui/button';
import { useScrollToTop } from '../../../hooks/use-scroll-to-top';
import { siteConfig, telHref } from '../../../lib/site-config';
import { campaignContactHref } from '../campaign';

const loadFaqDialog = () => import('../components/campaign-faq-dialog');

/** The challenge in numbers (SPEC.md section 9). */
const STATISTICS = [
  { figure: '10.5 million', text: 'children in Nigeria are out of school.' },
  {
    figure: '89%',
    text: 'of 10-year-olds in sub-Saharan Africa cannot read and understand a simple text.',
  },
  {
    figure: '70%',
    text: 'of 10-year-olds in low- and middle-income countries cannot read a simple story.',
  },
  { figure: '61%', text: 'of adults in Haiti can read and write.' },
];

const SOLUTION = [
  {
    icon: SatelliteDish,
    title: 'A connection where there was none',
    text: 'Satellite internet of up to about 100 Mbps reaches schools and community centres far beyond the last cable.',
  },
  {
    icon: BookOpenText,
    title: 'Stories worth reading',
    text: 'A library of stories, read on screen or read aloud, in which children can find their own lives and places.',
  },
  {
    icon: Users,
    title: 'People who stay',
    text: 'Trained local facilitators read with the children, week after week, and know each of them by name.',
  },
];

const REGIONS = [
  {
    name: 'Nigeria',
    text: 'More children are out of school in Nigeria than almost anywhere else, most of them in the rural north. We start with community learning centres that can welcome children who never enrolled or had to leave.',
  },
  {
    name: 'Kenya',
    text: 'In remote and arid counties, schools are far apart and books are few. Connected classrooms let one well-stocked digital library serve many schools at once.',
  },
  {
    name: 'Haiti',
    text: 'Years of crises have interrupted schooling for a generation. Stories in Haitian Creole and French, read aloud as well as on the page, help children catch up and keep going.',
  },
];

export function TeachTheKidToReadPage() {
  useScrollToTop();
  const { campaignEmail, campaignPhone, donationUrl, appName } = siteConfig;
  return (
    <div className="flex flex-col gap-14">
      <div className="flex flex-col gap-6">
        <PageHeader
          title="Teach The Kid To Read"
          description={`An initiative of ${appName}: bringing stories to underserved children in Nigeria, Kenya and Haiti over satellite internet, and the people who help them learn to read.`}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href={donationUrl} target="_blank" rel="noopener noreferrer">
              <HandHeart aria-hidden="true" />
              Donate Now
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={campaignContactHref()}>
              <Mail aria-hidden="true" />
              Contact Us
            </a>
          </Button>
        </div>
      </div>

      <ContentSection id="mission" title="Our Mission">
        <p>
          Every child deserves to open a book and find a world inside it. Reading is the door to
          every other kind of learning, and millions of children are growing up without a key. We
          exist to put stories, and the help to read them, within reach of the children the rest of
          the world has made it easy to forget.
        </p>
      </ContentSection>

      <section aria-labelledby="challenge-heading" className="flex flex-col gap-6">
        <h2 id="challenge-heading" className="text-2xl font-semibold sm:text-3xl">
          The Challenge
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STATISTICS.map((statistic) => (
            <li
              key={statistic.figure}
              className="flex flex-col gap-2 rounded-xl border bg-card p-6"
            >
              <span className="font-serif text-4xl font-semibold text-primary">
                {statistic.figure}
              </span>
              <span className="text-muted-foreground">{statistic.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="solution-heading" className="flex flex-col gap-6">
        <h2 id="solution-heading" className="text-2xl font-semibold sm:text-3xl">
          Our Solution
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {SOLUTION.map((part) => (
            <li key={part.title} className="flex flex-col gap-3 rounded-xl border bg-card p-6">
              <part.icon className="size-7 text-primary" aria-hidden="true" />
              <h3 className="text-xl font-semibold">{part.title}</h3>
              <p className="text-muted-foreground">{part.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="regions-heading" className="flex flex-col gap-6">
        <h2 id="regions-heading" className="text-2xl font-semibold sm:text-3xl">
          Where We Work
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {REGIONS.map((region) => (
            <li key={region.name} className="flex flex-col gap-3 rounded-xl border bg-card p-6">
              <h3 className="text-xl font-semibold">{region.name}</h3>
              <p className="text-muted-foreground">{region.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="help-heading"
        className="flex flex-col gap-5 rounded-2xl bg-secondary p-6 text-secondary-foreground sm:p-10"
      >
        <h2 id="help-heading" className="text-2xl font-semibold sm:text-3xl">
          How You Can Help
        </h2>
        <p className="max-w-prose">
          We are looking for funders and partners: foundations, companies, schools and people who
          believe every child should be able to read. A donation connects a classroom; a partnership
          can connect a region. Tell us how you would like to help.
        </p>
        <ul className="flex flex-col gap-3">
          <li className="flex items-center gap-3">
            <Mail className="size-5 shrink-0" aria-hidden="true" />
            <a
              href={campaignContactHref()}
              className="font-medium break-all underline underline-offset-4"
            >
              {campaignEmail}
            </a>
          </li>
          <li className="flex items-center gap-3">
            <Phone className="size-5 shrink-0" aria-hidden="true" />
            <a href={telHref(campaignPhone)} className="font-medium underline underline-offset-4">
              {campaignPhone}
            </a>
          </li>
        </ul>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href={donationUrl} target="_blank" rel="noopener noreferrer">
              <HandHeart aria-hidden="true" />
              Make a Donation
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/founder">Meet the Founder</Link>
          </Button>
        </div>
      </section>

      <FloatingHelpButton
        label="Questions about Teach The Kid To Read"
        loadDialog={loadFaqDialog}
      />
    </div>
  );
}
