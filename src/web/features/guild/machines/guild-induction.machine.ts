import { assign, setup } from 'xstate';
import { GUILD_CREED_DELAY_MS, INDUCTION_SOURCE, OFFERINGS } from '../guild.constants';

/**
 * The induction record of SPEC.md section 3. It is only ever logged to the browser console: it is
 * never sent anywhere.
 */
export interface GuildInductionRecord {
  chosen_creed_line: string;
  reflection: string;
  /** 1-based index of the chosen offering. */
  offering: number;
  source: string;
  /** ISO 8601. */
  timestamp: string;
}

export interface GuildContext {
  /** The visitor said No on the welcome step (a gentle message shows; they may still say Yes). */
  declined: boolean;
  creedLine: string;
  reflection: string;
  /** 0-based index into OFFERINGS, or null before a choice. */
  offering: number | null;
  record: GuildInductionRecord | null;
  now: () => Date;
}

export type GuildEvent =
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  /** A creed line chosen by clicking it, or typed by hand. */
  | { type: 'SET_CREED_LINE'; line: string }
  | { type: 'SET_REFLECTION'; text: string }
  | { type: 'CHOOSE_OFFERING'; index: number }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'COMPLETE' };

export interface GuildInput {
  /** The clock for the record's timestamp (tests pass a fixed one). */
  now?: () => Date;
}

const filled = (text: string) => text.trim().length > 0;

/**
 * Guild induction (SPEC.md sections 4 and 5): welcome → creed → reflection → offering →
 * completion. Yes on the welcome step moves to the creed after 1 s; No shows a gentle message and
 * stays. Each step needs its answer (non-empty after trimming; an offering chosen) to go on.
 */
export const guildInductionMachine = setup({
  types: {
    context: {} as GuildContext,
    events: {} as GuildEvent,
    input: {} as GuildInput,
  },
  guards: {
    hasCreedLine: ({ context }) => filled(context.creedLine),
    hasReflection: ({ context }) => filled(context.reflection),
    hasOffering: ({ context }) => context.offering !== null,
  },
  actions: {
    logRecord: ({ context }) => {
      console.log('Guild induction record', context.record);
    },
  },
  delays: {
    creedDelay: GUILD_CREED_DELAY_MS,
  },
}).createMachine({
  id: 'guild',
  initial: 'welcome',
  context: ({ input }) => ({
    declined: false,
    creedLine: '',
    reflection: '',
    offering: null,
    record: null,
    now: input?.now ?? (() => new Date()),
  }),
  states: {
    welcome: {
      initial: 'asking',
      states: {
        asking: {
          on: {
            ACCEPT: { target: 'lighting', actions: assign({ declined: false }) },
            DECLINE: { actions: assign({ declined: true }) },
          },
        },
        lighting: {
          after: { creedDelay: '#guild.creed' },
        },
      },
    },
    creed: {
      on: {
        SET_CREED_LINE: { actions: assign({ creedLine: ({ event }) => event.line }) },
        CONTINUE: { guard: 'hasCreedLine', target: 'reflection' },
      },
    },
    reflection: {
      on: {
        SET_REFLECTION: { actions: assign({ reflection: ({ event }) => event.text }) },
        CONTINUE: { guard: 'hasReflection', target: 'offering' },
        BACK: 'creed',
      },
    },
    offering: {
      on: {
        CHOOSE_OFFERING: {
          guard: ({ event }) =>
            Number.isInteger(event.index) && event.index >= 0 && event.index < OFFERINGS.length,
          actions: assign({ offering: ({ event }) => event.index }),
        },
        COMPLETE: { guard: 'hasOffering', target: 'completion' },
        BACK: 'reflection',
      },
    },
    completion: {
      type: 'final',
      entry: [
        assign({
          record: ({ context }) => ({
            chosen_creed_line: context.creedLine.trim(),
            reflection: context.reflection.trim(),
            offering: (context.offering ?? 0) + 1,
            source: INDUCTION_SOURCE,
            timestamp: context.now().toISOString(),
          }),
        }),
        'logRecord',
      ],
    },
  },
});
