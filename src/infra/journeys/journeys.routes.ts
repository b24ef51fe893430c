// The journey API (SPEC.md section 7): mood response, story (JSON or streamed), reflections,
// grounding tools, email and completion. All need sign-in. Each route parses its body, calls one
// use case (src/app/story) and answers; journey content lives only in this request. Every answer
// of the mood, reflection and grounding routes carries `safety` ("none", "check-in" or "crisis");
// their bodies may carry the answer to a check-in (`checkIn`, `checkInRef`; journeys.schemas.ts).
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { completeJourney } from '../../app/allowance/journeys';
import { STORY_FAILURE } from '../../app/allowance/journeys.errors';
import { journeyActor, type Caller, type JourneyCallDeps } from '../../app/story/journey-calls';
import { replyToMood } from '../../app/story/mood-reply';
import { answerReflection, askFirstQuestion, offerGroundingTools } from '../../app/story/reflect';
import { sendJourneyEmail, type JourneyEmailDeps } from '../../app/story/send-journey-email';
import { collectTold, tellStory } from '../../app/story/tell-story';
import type { GroundingTools } from '../../domain/story/grounding-tools';
import { requireUserId } from '../http/middleware/auth';
import { parseBody } from '../http/validate';
import {
  completeJourneyBody,
  emailJourneyBody,
  followUpBody,
  groundingBody,
  initialReflectionBody,
  moodBody,
  storyBody,
} from './journeys.schemas';
import { streamStory, wantsEventStream } from './story-stream';

export interface JourneyRouteDeps {
  calls: JourneyCallDeps & { crisisGroundingTools(): GroundingTools };
  email: JourneyEmailDeps;
}

export function journeysRoutes(deps: JourneyRouteDeps): Router {
  const router = new Router({ prefix: '/api' });
  const { calls } = deps;

  const callerOf = (ctx: Context): Caller => ({
    userId: requireUserId(ctx),
    correlationId: ctx.state.requestId ?? randomUUID(),
  });
  /** Journey content: never kept by a cache. */
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

  router.post('/mood-response', async (ctx) => {
    const caller = callerOf(ctx);
    const body = parseBody(ctx, moodBody);
    noStore(ctx);
    ctx.body = await replyToMood(calls, caller, body);
  });

  router.post('/story', async (ctx) => {
    const caller = callerOf(ctx);
    const body = parseBody(ctx, storyBody);
    noStore(ctx);
    const abort = new AbortController();
    // The response closing before it finished means the browser went away. (The request's own
    // 'close' fires as soon as its body has been read.)
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) abort.abort();
    });
    const told = await tellStory(calls, caller, body, abort.signal);
    // A check-in or crisis care is one JSON answer, streamed or not.
    if ('safety' in told) ctx.body = told;
    else if (wantsEventStream(ctx))
      streamStory(ctx, told.chunks, {
        journeyId: told.journeyId,
        failureMessage: STORY_FAILURE,
        onFailure: told.giveBack,
      });
    else ctx.body = await collectTold(told);
  });

  router.post('/reflection/initial', async (ctx) => {
    const caller = callerOf(ctx);
    const body = parseBody(ctx, initialReflectionBody);
    noStore(ctx);
    ctx.body = await askFirstQuestion(calls, caller, body);
  });

  router.post('/reflection/followup', async (ctx) => {
    const caller = callerOf(ctx);
    const body = parseBody(ctx, followUpBody);
    noStore(ctx);
    ctx.body = await answerReflection(calls, caller, body);
  });

  router.post('/grounding-tools', async (ctx) => {
    const caller = callerOf(ctx);
    const body = parseBody(ctx, groundingBody);
    noStore(ctx);
    ctx.body = await offerGroundingTools(calls, caller, body);
  });

  router.post('/journeys/email', async (ctx) => {
    const caller = callerOf(ctx);
    const payload = parseBody(ctx, emailJourneyBody);
    await sendJourneyEmail(deps.email, caller, payload);
    ctx.body = { success: true, message: 'Journey emailed successfully!' };
  });

  router.post('/journeys/complete', async (ctx) => {
    const caller = callerOf(ctx);
    const { journeyId } = parseBody(ctx, completeJourneyBody);
    const actor = await journeyActor(calls, caller);
    await completeJourney(calls.journeys, actor, journeyId, false);
    ctx.body = { success: true, message: 'Journey Ended' };
  });

  return router;
}
