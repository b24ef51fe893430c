// Read aloud (issue 5): POST /api/tts turns text into audio with the configured speech adapter;
// GET /api/tts/voices lists the six voices and says which provider speaks them. Sign-in required
// for speech, rate-limited per user. The text is journey content: it is never logged, and the
// audio is never cached by proxies.
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { JourneyGate } from '../../app/story/journey-calls';
import { SpeechError, type SpeechPort } from '../../app/speech/speech.port';
import { failWith } from '../../app/shared/error-table';
import { speechErrors } from '../../app/speech/speech.errors';
import type { PlatformConfig } from '../config/platform-settings';
import type { HttpModule } from '../http/create-http-app';
import { requireUserId } from '../http/middleware/auth';
import { RateLimiter } from '../http/rate-limiter';
import type { Logger } from '../logging/logger';
import { defineModule } from '../modules/app-module';
import type { Runtime } from '../runtime';
import type { Metrics } from '../metrics/metrics-registry';
import { meteredSpeech } from '../metrics/metered-ai';
import { OfflineSpeech } from './offline/offline-speech';
import { OpenAiSpeech } from './openai-speech';
import { parseTtsBody } from './speech.schemas';
import { speechSettings, type SpeechSettings } from './speech.settings';
import { voiceCatalog } from './voice-catalog';

const MINUTE = 60_000;
export const SPEECH_RATE_MESSAGE = speechErrors.too_many_speech_requests.message;
export const SPEECH_BUSY_MESSAGE = speechErrors.speech_in_progress.message;

export interface SpeechModule extends HttpModule {
  speech: SpeechPort;
  /** Stops the offline voice's worker threads; call on shutdown. */
  close(): Promise<void>;
}

export interface SpeechModuleOptions {
  /** The speech adapter (tests); default from the settings (see createSpeechPort). */
  speech?: SpeechPort;
  /** Requests per user per minute; default SPEECH_RATE_PER_MINUTE. */
  ratePerMinute?: number;
  /** Syntheses one user may have running at once; default SPEECH_CONCURRENT_PER_USER. */
  concurrentPerUser?: number;
  /**
   * Start the offline voice's workers now, not on the first request (default: except in tests).
   * A worker needs about a second to boot, compile eSpeak NG and make an instance ready; started
   * with the server, it is ready long before anyone can press Listen.
   */
  warm?: boolean;
}

type SpeechConfig = PlatformConfig & SpeechSettings;

/** SPEECH_PROVIDER=auto: OpenAI when OPENAI_API_KEY is set, else the offline voice. */
export function createSpeechPort(
  config: Pick<
    SpeechConfig,
    | 'OPENAI_API_KEY'
    | 'OPENAI_BASE_URL'
    | 'OPENAI_TIMEOUT_MS'
    | 'OPENAI_TTS_MODEL'
    | 'SPEECH_PROVIDER'
    | 'SPEECH_WORKERS'
  >,
): SpeechPort {
  const provider =
    config.SPEECH_PROVIDER === 'auto'
      ? config.OPENAI_API_KEY
        ? 'openai'
        : 'offline'
      : config.SPEECH_PROVIDER;
  if (provider === 'offline') return new OfflineSpeech({ workers: config.SPEECH_WORKERS });
  if (!config.OPENAI_API_KEY) throw new Error('SPEECH_PROVIDER=openai needs OPENAI_API_KEY');
  return new OpenAiSpeech({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_TTS_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    maxRetries: 1,
  });
}

export function createSpeechModule(
  runtime: {
    config: SpeechConfig;
    logger: Logger;
    db: Runtime['db'];
    /** Read aloud is a paid call: it needs the caller's open journey, or a journey left. */
    requireJourney: JourneyGate;
    /** Counts and times each synthesis (served at /metrics). */
    metrics?: Pick<Metrics, 'aiCalls' | 'aiDuration'>;
  },
  options: SpeechModuleOptions = {},
): SpeechModule {
  const { config, logger } = runtime;
  const speech = options.speech ?? createSpeechPort(config);
  const ratePerMinute = options.ratePerMinute ?? config.SPEECH_RATE_PER_MINUTE;
  const concurrentPerUser = options.concurrentPerUser ?? config.SPEECH_CONCURRENT_PER_USER;
  // Per process: one person cannot hold every synthesis worker (the player needs two at most:
  // the chunk playing and the next one).
  const running = new Map<number, number>();
  const limiter = new RateLimiter(runtime.db.knex);
  const router = new Router({ prefix: '/api/tts' });
  if ((options.warm ?? config.NODE_ENV !== 'test') && speech instanceof OfflineSpeech)
    speech.warm();
  logger.info({ provider: speech.name }, 'speech ready');
  const synthesizer = runtime.metrics ? meteredSpeech(speech, runtime.metrics) : speech;

  // provider: which voices these are, for the picker's copy. Short-lived: a restart with
  // OPENAI_API_KEY changes it.
  const catalog = voiceCatalog(speech.name);
  router.get('/voices', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = { success: true, ...catalog };
  });

  router.post('/', async (ctx) => {
    const userId = requireUserId(ctx);
    const { request, journeyId } = parseTtsBody(ctx, config.OPENAI_TTS_MODEL);
    await runtime.requireJourney(
      { userId, correlationId: ctx.state.requestId ?? randomUUID() },
      journeyId,
    );
    const count = await limiter.hit(`tts-user:${userId}`, MINUTE);
    if (count.points > ratePerMinute) {
      throw failWith(speechErrors, 'too_many_speech_requests', {
        headers: {
          'Retry-After': String(
            Math.max(1, Math.ceil((count.resetAt.getTime() - Date.now()) / 1000)),
          ),
        },
      });
    }
    const inFlight = running.get(userId) ?? 0;
    if (inFlight >= concurrentPerUser)
      throw failWith(speechErrors, 'speech_in_progress', { headers: { 'Retry-After': '1' } });
    running.set(userId, inFlight + 1);
    const started = performance.now();
    let audio;
    try {
      audio = await synthesizer.synthesize(request);
    } catch (error) {
      // Lengths and settings only: the text itself stays out of the log.
      const reason = error instanceof SpeechError ? error.reason : 'internal';
      ctx.state.log.error(
        {
          provider: speech.name,
          reason,
          chars: request.text.length,
          voice: request.voice,
          speed: request.speed,
          err: { type: (error as Error)?.name, message: (error as Error)?.message },
        },
        'speech failed',
      );
      if (reason === 'busy')
        throw failWith(speechErrors, 'speech_busy', { headers: { 'Retry-After': '5' } });
      throw failWith(speechErrors, 'speech_failed');
    } finally {
      const left = (running.get(userId) ?? 1) - 1;
      if (left > 0) running.set(userId, left);
      else running.delete(userId);
    }
    ctx.state.log.debug(
      {
        provider: speech.name,
        chars: request.text.length,
        bytes: audio.audio.length,
        ms: Math.round(performance.now() - started),
      },
      'speech',
    );
    ctx.status = 200;
    ctx.type = audio.contentType;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = audio.audio;
  });

  return {
    speech,
    routers: [router],
    close: () => speech.close(),
  };
}

export interface SpeechServices {
  speech: SpeechPort;
}

declare module '../modules/app-module' {
  interface ModuleServices {
    speech: SpeechServices;
  }
}

export const speechModule = defineModule({
  name: 'speech',
  needs: ['journeys'],
  settings: speechSettings,
  errors: speechErrors,
  async create({ config, runtime, use }) {
    // Workers are warmed by start(): a CLI that builds the services never boots them.
    const http = createSpeechModule(
      {
        config,
        logger: runtime.logger,
        db: runtime.db,
        requireJourney: use('journeys').requireJourneyForCall,
        metrics: runtime.metrics,
      },
      { warm: false },
    );
    return {
      services: { speech: http.speech },
      http: () => http,
      start: () => {
        if (config.NODE_ENV !== 'test' && http.speech instanceof OfflineSpeech) http.speech.warm();
      },
      close: http.close,
    };
  },
});
