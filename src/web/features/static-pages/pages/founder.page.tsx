import { Link } from 'react-router-dom';
import { ArrowRight, ExternalLink, HandHeart } from 'lucide-react';
import { ContentSection } from '../../../components/layout/content-section';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { useScrollToTop } from '../../../hooks/use-scroll-to-top';
import { siteConfig } from '../../../lib/site-config';

/** Where to follow the founder's work. */
const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/lanterntales' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/lanterntales' },
  { label: 'YouTube', href: 'https://www.youtube.com/@lanterntales' },
  { label: 'X (Twitter)', href: 'https://x.com/lanterntales' },
];

export function FounderPage() {
  useScrollToTop();
  const { appName, donationUrl } = siteConfig;
  return (
    <div className="flex flex-col gap-12">
      <PageHeader
        title="The Founder"
        description={`The story of the person who lit the first lantern, and why ${appName} exists.`}
      />

      <ContentSection id="beginning" title="A Story at Bedtime">
        <p>
          It began with a bedtime story. After a long, hard year, our founder sat with a restless
          child who could not say what was wrong. Instead of asking again, they told a story about a
          small fox who carried a stone in its pocket everywhere it went, and who one day discovered
          that it was allowed to set the stone down. Halfway through, the child started to talk.
        </p>
        <p>
          That night stayed with them. The story had not solved anything. It had made a feeling
          visible, and a visible feeling can be talked about. They began writing small stories for
          themselves too, on evenings when the day had been too loud, and noticed the same thing: a
          tale about someone else&apos;s journey was often the gentlest way into their own.
        </p>
      </ContentSection>

      <ContentSection id="lantern" title="Why a Lantern">
        <p>
          A lantern does not light the whole road. It lights the next few steps, and that is usually
          enough. {appName} was built in that spirit: not to fix anyone or to hurry anyone, but to
          offer a small, warm light for the next few steps of understanding how you feel.
        </p>
        <p>
          From the start our founder made one promise: your stories belong to you. That is why
          journeys are never stored on our servers, and why there is nothing to scroll, nothing to
          compare and no one watching.
        </p>
      </ContentSection>

      <ContentSection id="children" title="Stories for Every Child">
        <p>
          The same conviction led to <Link to="/teach-the-kid-to-read">Teach The Kid To Read</Link>.
          If a story can help an adult find words for a feeling, it can help a child find words at
          all. Millions of children in Nigeria, Kenya and Haiti are growing up without books or the
          help to read them, and our founder believes that satellite internet, good stories and
          dedicated local teachers can change that, one classroom at a time.
        </p>
      </ContentSection>

      <section aria-labelledby="follow-heading" className="flex flex-col gap-4">
        <h2 id="follow-heading" className="text-2xl font-semibold sm:text-3xl">
          Follow Along
        </h2>
        <ul className="flex flex-wrap gap-3">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <Button asChild variant="outline">
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <ExternalLink aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="founder-cta-heading"
        className="flex flex-col gap-4 rounded-2xl bg-secondary p-6 text-secondary-foreground sm:p-10"
      >
        <h2 id="founder-cta-heading" className="text-2xl font-semibold sm:text-3xl">
          Carry the Light Further
        </h2>
        <p className="max-w-prose">
          Take a journey of your own, learn about the campaign, or help a child read their first
          story.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild size="lg">
            <Link to="/">
              Visit {appName}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/teach-the-kid-to-read">Teach The Kid To Read</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={donationUrl} target="_blank" rel="noopener noreferrer">
              <HandHeart aria-hidden="true" />
              Donate
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </section>
    </div>
  );
}
