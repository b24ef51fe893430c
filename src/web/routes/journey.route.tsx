// The /journey route: the journey screen with read-aloud controls and read-along text (the
// sentence being read is highlighted). Features do not import each other, so they meet here.
import { ReadAlongProvider } from '../components/read-along';
import { JourneyPage } from '../features/journey/pages/journey.page';
import { ReadAlongText } from '../features/speech/components/read-along-text';
import { renderReadAloud } from '../features/speech/components/render-read-aloud';

const renderReadAlongText = (text: string) => <ReadAlongText as="span" text={text} />;

export function JourneyRoute() {
  return (
    <ReadAlongProvider render={renderReadAlongText}>
      <JourneyPage renderReadAloud={renderReadAloud} />
    </ReadAlongProvider>
  );
}
