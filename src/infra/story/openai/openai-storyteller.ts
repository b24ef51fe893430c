// The OpenAI storyteller: the storyteller port on the Chat Completions API of OpenAI or of any
// OpenAI-compatible server (OPENAI_BASE_URL, e.g. a local model server).
//
// - Stories stream: the model writes "Title: …", a blank line, then the story; the title chunk
//   leaves as soon as its line is complete and every later token is passed on at once.
// - Everything else asks for JSON (`response_format` with a strict schema) and validates it with
//   zod; output that does not fit is StorytellerError('invalid_output').
// - Instructions are the system message; the person's words are a separate user message, a JSON
//   object of capped fields that the instructions call data (./openai/prompts).
// - `store: false` on every request. One retry layer (the SDK's), an explicit timeout per attempt
//   that also bounds silence mid-stream, no retries on exhausted quota (./openai/openai-client).
// - Privacy: nothing here logs, and error messages name the failure only.
import type OpenAI from 'openai';
import type { ZodType } from 'zod';
import {
  StorytellerError,
  type FollowUpReply,
  type FollowUpRequest,
  type GroundingRequest,
  type GroundingTools,
  type InitialReflectionReply,
  type InitialReflectionRequest,
  type MoodReply,
  type MoodRequest,
  type StoryChunk,
  type StoryOptions,
  type StoryRequest,
  type Storyteller,
} from '../../../app/story/storyteller.port';
import { createOpenAiClient, toStorytellerError } from './openai-client';
import {
  RESPONSE_FORMATS,
  followUpSchema,
  groundingToolsSchema,
  initialReflectionSchema,
  moodReplySchema,
  type JsonSchemaFormat,
} from './output-schemas';
import {
  followUpPrompt,
  groundingPrompt,
  initialReflectionPrompt,
  moodPrompt,
  storyPrompt,
  type ChatMessages,
} from './prompts';
import { StoryStreamParser } from './story-stream-parser';

export interface OpenAiStorytellerOptions {
  apiKey: string;
  /** Default https://api.openai.com/v1; any OpenAI-compatible server otherwise. */
  baseURL?: string;
  /** OPENAI_MODEL, e.g. gpt-4o-mini. */
  model: string;
  /** Most tokens a story may use (OPENAI_MAX_TOKENS); JSON answers use at most 800. */
  maxTokens: number;
  /** Per attempt until the response starts; also the longest silence allowed mid-stream. */
  timeoutMs: number;
  /** The SDK's retries (the only retry layer). Default 2. */
  maxRetries?: number;
}

const JSON_MAX_TOKENS = 800;

export class OpenAiStoryteller implements Storyteller {
  readonly name = 'openai';
  private readonly client: OpenAI;
  /** api.openai.com takes `max_completion_tokens` (all models); other servers know `max_tokens`. */
  private readonly tokenField: 'max_completion_tokens' | 'max_tokens';

  constructor(private readonly options: OpenAiStorytellerOptions) {
    this.client = createOpenAiClient({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeoutMs: options.timeoutMs,
      maxRetries: options.maxRetries ?? 2,
    });
    this.tokenField = isOpenAiHost(options.baseURL) ? 'max_completion_tokens' : 'max_tokens';
  }

  async moodResponse(request: MoodRequest): Promise<MoodReply> {
    return this.json(
      'mood response',
      moodPrompt(request.mood),
      RESPONSE_FORMATS.moodReply,
      moodReplySchema,
    );
  }

  async initialReflection(request: InitialReflectionRequest): Promise<InitialReflectionReply> {
    return this.json(
      'initial reflection',
      initialReflectionPrompt(request),
      RESPONSE_FORMATS.initialReflection,
      initialReflectionSchema,
    );
  }

  async followUp(request: FollowUpRequest): Promise<FollowUpReply> {
    return this.json(
      'follow-up',
      followUpPrompt(request),
      RESPONSE_FORMATS.followUp,
      followUpSchema,
    );
  }

  async groundingTools(request: GroundingRequest): Promise<GroundingTools> {
    return this.json(
      'grounding tools',
      groundingPrompt(request),
      RESPONSE_FORMATS.groundingTools,
      groundingToolsSchema,
    );
  }

  async *story(
    request: StoryRequest,
    options: StoryOptions = {},
  ): AsyncGenerator<StoryChunk, void, undefined> {
    const caller = options.signal;
    caller?.throwIfAborted();
    // One controller for the request: the caller's abort and our silence timer both end it.
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(caller?.reason);
    caller?.addEventListener('abort', onCallerAbort, { once: true });
    let silent = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        silent = true;
        controller.abort();
      }, this.options.timeoutMs);
    };
    const disarm = () => clearTimeout(timer);
    const fail = (error: unknown): unknown => {
      if (caller?.aborted) return caller.reason;
      if (silent) return new StorytellerError('timeout', 'OpenAI story: the stream went silent');
      return toStorytellerError(error, 'story');
    };

    try {
      const prompt = storyPrompt(request.mood, request.format);
      let stream;
      try {
        stream = await this.client.chat.completions.create(
          {
            model: this.options.model,
            messages: messages(prompt),
            stream: true,
            store: false,
            [this.tokenField]: this.options.maxTokens,
          },
          { signal: controller.signal },
        );
      } catch (error) {
        throw fail(error);
      }

      const parser = new StoryStreamParser(request.format);
      let finish: string | null | undefined;
      arm();
      try {
        for await (const chunk of stream) {
          disarm();
          const choice = chunk.choices[0];
          if (choice?.finish_reason) finish = choice.finish_reason;
          const text = choice?.delta?.content;
          if (text) for (const out of parser.push(text)) yield out;
          arm();
        }
      } catch (error) {
        throw fail(error);
      }
      disarm();
      // The SDK ends an aborted stream quietly: tell an abort or a silence from the real end.
      if (controller.signal.aborted) throw fail(undefined);
      for (const out of parser.end()) yield out;
      if (finish === 'content_filter')
        throw new StorytellerError('invalid_output', 'OpenAI story: stopped by the content filter');
      if (!parser.hasContent) throw new StorytellerError('empty_story', 'OpenAI story: no content');
      if (!finish) throw new StorytellerError('unavailable', 'OpenAI story: the stream broke off');
    } finally {
      disarm();
      caller?.removeEventListener('abort', onCallerAbort);
    }
  }

  private async json<T>(
    operation: string,
    prompt: ChatMessages,
    responseFormat: JsonSchemaFormat,
    schema: ZodType<T>,
  ): Promise<T> {
    let completion;
    try {
      completion = await this.client.chat.completions.create({
        model: this.options.model,
        messages: messages(prompt),
        response_format: responseFormat,
        store: false,
        [this.tokenField]: Math.min(JSON_MAX_TOKENS, this.options.maxTokens),
      });
    } catch (error) {
      throw toStorytellerError(error, operation);
    }
    const choice = completion.choices?.[0];
    const content = choice?.message?.content;
    const invalid = (why: string) =>
      new StorytellerError('invalid_output', `OpenAI ${operation}: ${why}`);
    if (choice?.message?.refusal) throw invalid('the model refused');
    if (choice?.finish_reason === 'length') throw invalid('the answer was cut off');
    if (typeof content !== 'string' || content.trim() === '') throw invalid('no answer');
    let data: unknown;
    try {
      data = JSON.parse(stripCodeFence(content));
    } catch {
      throw invalid('the answer is not JSON');
    }
    const parsed = schema.safeParse(data);
    // The issues' paths only (never the values: they are the model's words).
    if (!parsed.success)
      throw invalid(
        `the answer does not fit (${parsed.error.issues.map((i) => i.path.join('.') || 'root').join(', ')})`,
      );
    return parsed.data;
  }
}

function messages(prompt: ChatMessages): OpenAI.ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: prompt.system },
    { role: 'user', content: prompt.user },
  ];
}

/** Some compatible servers wrap JSON in ```json fences even when asked for JSON. */
function stripCodeFence(content: string): string {
  const match = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return match ? (match[1] ?? '') : content;
}

function isOpenAiHost(baseURL: string | undefined): boolean {
  if (!baseURL) return true;
  try {
    return new URL(baseURL).hostname === 'api.openai.com';
  } catch {
    return false;
  }
}
