// The journey API (SPEC.md section 7): mood response, story (JSON or streamed), reflections,
// grounding tools, email and completion. All need sign-in. Every text a person writes (the mood,
// every answer of the dialogue, the last reflection sent for grounding) is checked for crisis
// language before anything is made from it, and the answers are also read together so risk that
// builds across them is noticed. Journey content lives only in this request.
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { AccountsDeps } from '../../app/accounts/accounts.deps';
import type { Identity } from '../../app/accounts/user-view';
import {
  completeJourney,
  giveBackJourney,
  requireJourneyLeft,
  requireOpenJourney,
  startJourney,
  type JourneyActor,
  type JourneyDeps,
} from '../../app/allowance/journeys';
import { accountsErrors } from '../../app/accounts/accounts.errors';
import { journeysErrors, STORY_FAILURE } from '../../app/allowance/journeys.errors';
import { failWith } from '../../app/shared/error-table';
import { platformErrors } from '../../app/shared/platform.errors';
import { journeyEmail } from '../../app/story/journey-email';
import { collectStory, StorytellerError, type Storyteller } from '../../app/story/storyteller.port';
import { crisisGroundingTools } from '../story/offline/grounding/crisis-grounding';
import { requireUserId } from '../http/middleware/auth';
import { minutesUntil, type RateLimiter } from '../http/rate-limiter';
import { parseBody } from '../http/validate';
import type { SafetyCheck } from '../story/safety/safety-check';
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

/** A storyteller that cannot answer is a 503 with a gentle message, not a generic 500. */
async function unavailableOnFailure<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof StorytellerError) throw failWith(journeysErrors, 'reflection_failed');
    throw error;
  }
}

const DAY = 24 * 60 * 60 * 1000;

export interface JourneyRouteDeps {
  /** Per-user budget of storyteller calls (each may be a paid model call). */
  aiBudget: { limiter: RateLimiter; perHour: number };
  /** Per-user budget of journey emails. */
  emailBudget: { limiter: RateLimiter; perDay: number };
  storyteller: Storyteller;
  safety: SafetyCheck;
  journeys: JourneyDeps;
  accounts: Pick<AccountsDeps, 'readModel' | 'vault' | 'mailer' | 'appName' | 'appUrl'>;
}

export function journeysRoutes(deps: JourneyRouteDeps): Router {
  const router = new Router({ prefix: '/api' });

  const actorOf = async (ctx: Context): Promise<JourneyActor> => {
    const userId = requireUserId(ctx);
    const row = await deps.accounts.readModel.findById(userId);
    if (!row) throw failWith(platformErrors, 'not_signed_in');
    return {
      userId,
      signedUpAt: row.signedUpAt,
      correlationId: ctx.state.requestId ?? randomUUID(),
    };
  };
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');
  /** Spends one storyteller call from the person's hourly budget (after crisis help, never before). */
  const spendAiBudget = async (actor: JourneyActor) => {
    const { limiter, perHour } = deps.aiBudget;
    const count = await limiter.hit(`storyteller:${actor.userId}`, 60 * 60 * 1000);
    if (count.points > perHour) throw failWith(journeysErrors, 'too_many_ai_requests');
  };

  router.post('/mood-response', async (ctx) => {
    const actor = await actorOf(ctx);
    const { mood } = parseBody(ctx, moodBody);
    noStore(ctx);
    const crisis = await deps.safety.check(mood);
    if (crisis) {
      ctx.body = crisis;
      return;
    }
    // A free person at 0 journeys cannot use the replies as a free chatbot.
    await requireJourneyLeft(deps.journeys, actor);
    await spendAiBudget(actor);
    ctx.body = await deps.storyteller.moodResponse({ mood }).catch(() => {
      throw failWith(journeysErrors, 'mood_failed');
    });
  });

  router.post('/story', async (ctx) => {
    const actor = await actorOf(ctx);
    const { mood, format, journeyId = randomUUID() } = parseBody(ctx, storyBody);
    noStore(ctx);
    const crisis = await deps.safety.check(mood);
    if (crisis) {
      ctx.body = crisis;
      return;
    }
    await spendAiBudget(actor);
    await startJourney(deps.journeys, actor, journeyId, format);
    const abort = new AbortController();
    // The response closing before it finished means the browser went away: stop writing (and
    // stop paying a model for) a story nobody will read. (The request's own 'close' fires as
    // soon as its body has been read.)
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) abort.abort();
    });
    // The journey comes back only when the story failed on our side: not when the reader left.
    const giveBack = async () => {
      if (!abort.signal.aborted) await giveBackJourney(deps.journeys, actor, journeyId);
    };
    const chunks = deps.storyteller.story({ mood, format }, { signal: abort.signal });
    if (wantsEventStream(ctx)) {
      streamStory(ctx, chunks, { journeyId, failureMessage: STORY_FAILURE, onFailure: giveBack });
      return;
    }
    try {
      ctx.body = { ...(await collectStory(chunks)), journeyId };
    } catch {
      await giveBack();
      throw failWith(journeysErrors, 'story_failed');
    }
  });

  /** A message in crisis is answered with help at once; otherwise the journey must be open. */
  const reflect = async <T>(
    actor: JourneyActor,
    journeyId: string | undefined,
    dialogue: Parameters<SafetyCheck['checkDialogue']>[0],
    ask: () => Promise<T>,
  ) => {
    const crisis = await deps.safety.checkDialogue(dialogue);
    if (crisis) return crisis;
    await requireOpenJourney(deps.journeys, actor, journeyId);
    await spendAiBudget(actor);
    return unavailableOnFailure(ask());
  };

  router.post('/reflection/initial', async (ctx) => {
    const actor = await actorOf(ctx);
    const body = parseBody(ctx, initialReflectionBody);
    noStore(ctx);
    ctx.body = await reflect(actor, body.journeyId, { earlier: [body.mood] }, () =>
      deps.storyteller.initialReflection(body),
    );
  });

  router.post('/reflection/followup', async (ctx) => {
    const actor = await actorOf(ctx);
    const body = parseBody(ctx, followUpBody);
    noStore(ctx);
    // Every answer so far (the reply to "explore another aspect" too), the newest one also by the
    // second opinion; earlier ones were new, and checked, in earlier requests.
    const answers = body.previousReflections.map((reflection) => reflection.answer);
    const dialogue = {
      earlier: [body.mood, ...answers.slice(0, -1)],
      latest: answers[answers.length - 1],
    };
    ctx.body = await reflect(actor, body.journeyId, dialogue, () =>
      deps.storyteller.followUp(body),
    );
  });

  router.post('/grounding-tools', async (ctx) => {
    const actor = await actorOf(ctx);
    const body = parseBody(ctx, groundingBody);
    noStore(ctx);
    const crisis = await deps.safety.checkDialogue({
      earlier: body.lastReflection ? [body.mood, body.lastReflection] : [body.mood],
    });
    // The crisis reply offers the grounding tools: calm fixed ones, not made from these words.
    if (crisis) {
      ctx.body = { ...crisisGroundingTools(), ...crisis };
      return;
    }
    await requireOpenJourney(deps.journeys, actor, body.journeyId);
    await spendAiBudget(actor);
    ctx.body = await unavailableOnFailure(deps.storyteller.groundingTools(body));
  });

  router.post('/journeys/email', async (ctx) => {
    const actor = await actorOf(ctx);
    const payload = parseBody(ctx, emailJourneyBody);
    const row = await deps.accounts.readModel.findById(actor.userId);
    const identity = row
      ? await deps.accounts.vault.open<Identity>(actor.userId, row.sealedIdentity)
      : null;
    if (!identity?.email) throw failWith(journeysErrors, 'no_email_for_journey');
    // Only to an address the person has shown to be theirs: never to a stranger's inbox.
    if (!row?.emailConfirmed) throw failWith(accountsErrors, 'email_not_confirmed');
    // The point is spent before the send, so parallel requests cannot pass the limit together.
    const { limiter, perDay } = deps.emailBudget;
    const budgetKey = `journey-email:${actor.userId}`;
    const count = await limiter.hit(budgetKey, DAY);
    if (count.points > perDay) {
      throw failWith(journeysErrors, 'too_many_journey_emails', {
        params: { perDay, hours: Math.ceil(minutesUntil(count.resetAt) / 60) },
        headers: {
          'Retry-After': String(Math.ceil((count.resetAt.getTime() - Date.now()) / 1000)),
        },
      });
    }
    await deps.accounts.mailer
      .send(journeyEmail(deps.accounts, identity.email, payload))
      .catch(async () => {
        await limiter.release(budgetKey); // a send that failed on our side is not counted
        throw failWith(journeysErrors, 'journey_email_failed');
      });
    if (payload.journeyId) await completeJourney(deps.journeys, actor, payload.journeyId, true);
    ctx.body = { success: true, message: 'Journey emailed successfully!' };
  });

  router.post('/journeys/complete', async (ctx) => {
    const actor = await actorOf(ctx);
    const { journeyId } = parseBody(ctx, completeJourneyBody);
    await completeJourney(deps.journeys, actor, journeyId, false);
    ctx.body = { success: true, message: 'Journey Ended' };
  });

  return router;
}
