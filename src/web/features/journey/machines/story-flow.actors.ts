// What the story flow asks of the server: the mood reply, the streamed story, the initial
// reflection question and the follow-ups. Tests provide their own (machine.provide).
import { fromCallback, fromPromise } from 'xstate';
import {
  fetchFollowUp,
  fetchInitialReflection,
  fetchMoodResponse,
  type FollowUpRequest,
  type FollowUpResult,
  type InitialReflectionRequest,
  type MoodResponseResult,
} from '../api/journey.api';
import { JourneyLimitError, streamStory, type StoryRequest } from '../api/story-stream';
import type { CheckInGiven } from '../journey.types';
import type { StoryFlowEvent } from './story-flow.context';

export const storyFlowActors = {
  moodResponse: fromPromise<MoodResponseResult, { mood: string; answered?: CheckInGiven }>(
    ({ input }) => fetchMoodResponse(input.mood, input.answered),
  ),
  /** Streams the story back as STORY.* events; stopping it aborts the request. */
  story: fromCallback<StoryFlowEvent, StoryRequest>(({ sendBack, input }) => {
    const controller = new AbortController();
    streamStory(
      input,
      {
        onStart: (journeyId) => sendBack({ type: 'STORY.START', journeyId }),
        onTitle: (title) => sendBack({ type: 'STORY.TITLE', title }),
        onDelta: (text) => sendBack({ type: 'STORY.DELTA', text }),
      },
      controller.signal,
    ).then(
      (result) =>
        sendBack(
          result.kind === 'crisis'
            ? { type: 'STORY.CRISIS', crisis: result.crisis }
            : result.kind === 'check-in'
              ? { type: 'STORY.CHECK_IN', checkIn: result.checkIn }
              : { type: 'STORY.DONE' },
        ),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof JourneyLimitError)) console.error('Story failed', error);
        sendBack({ type: error instanceof JourneyLimitError ? 'STORY.LIMIT' : 'STORY.FAILED' });
      },
    );
    return () => controller.abort();
  }),
  initialReflection: fromPromise<{ question: string }, InitialReflectionRequest>(({ input }) =>
    fetchInitialReflection(input),
  ),
  followUp: fromPromise<FollowUpResult, FollowUpRequest>(({ input }) => fetchFollowUp(input)),
};
