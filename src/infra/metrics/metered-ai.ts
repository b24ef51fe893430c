// Counts and times every storyteller and speech call, whichever adapter answers. Decorators over
// the ports: the adapters stay unaware of metrics, and a failure is counted by its kind (timeout,
// rate_limited…), never by its message.
import type { SpeechPort } from '../../app/speech/speech.port';
import { StorytellerError, type Storyteller } from '../../app/story/storyteller.port';
import type { Metrics } from './metrics-registry';

type AiMetrics = Pick<Metrics, 'aiCalls' | 'aiDuration'>;

function outcomeOf(error: unknown): string {
  return error instanceof StorytellerError ? error.failure : 'error';
}

function meter<T>(metrics: AiMetrics, provider: string, operation: string) {
  const end = metrics.aiDuration.startTimer({ provider, operation });
  return {
    ok(value: T): T {
      end();
      metrics.aiCalls.inc({ provider, operation, outcome: 'ok' });
      return value;
    },
    failed(error: unknown): never {
      end();
      metrics.aiCalls.inc({ provider, operation, outcome: outcomeOf(error) });
      throw error;
    },
    settle(outcome: string): void {
      end();
      metrics.aiCalls.inc({ provider, operation, outcome });
    },
  };
}

export function meteredStoryteller(
  storyteller: Storyteller,
  provider: string,
  metrics: AiMetrics,
): Storyteller {
  const call =
    <A, R>(operation: string, run: (request: A) => Promise<R>) =>
    (request: A): Promise<R> => {
      const m = meter<R>(metrics, provider, operation);
      return run(request).then(m.ok, m.failed);
    };
  return {
    moodResponse: call('mood', (r) => storyteller.moodResponse(r)),
    initialReflection: call('initial_reflection', (r) => storyteller.initialReflection(r)),
    followUp: call('follow_up', (r) => storyteller.followUp(r)),
    groundingTools: call('grounding', (r) => storyteller.groundingTools(r)),
    async *story(request, options) {
      const m = meter<void>(metrics, provider, 'story');
      let settled = false;
      try {
        yield* storyteller.story(request, options);
        settled = true;
        m.ok(undefined);
      } catch (error) {
        settled = true;
        m.failed(error);
      } finally {
        // The reader stopped early (the person left): neither a success nor the AI's failure.
        if (!settled) m.settle('cancelled');
      }
    },
  };
}

export function meteredSpeech(speech: SpeechPort, metrics: AiMetrics): SpeechPort {
  return {
    name: speech.name,
    synthesize(request) {
      const m = meter<Awaited<ReturnType<SpeechPort['synthesize']>>>(
        metrics,
        speech.name,
        'speech',
      );
      return speech.synthesize(request).then(m.ok, m.failed);
    },
    close: () => speech.close(),
  };
}
