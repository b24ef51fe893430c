import { PageHeader } from '../../../components/layout/page-header';

export function JourneyPage() {
  return (
    <PageHeader
      title="Your Journey"
      description="Describe how you feel, choose a fable, story or poem, and explore what it stirs in a gentle, guided conversation."
    />
  );
}
