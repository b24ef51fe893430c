// The /journey route: the journey screen with read-aloud controls. Features do not import each
// other, so the two meet here.
import { JourneyPage } from '../features/journey/pages/journey.page';
import { renderReadAloud } from '../features/speech/components/render-read-aloud';

export function JourneyRoute() {
  return <JourneyPage renderReadAloud={renderReadAloud} />;
}
