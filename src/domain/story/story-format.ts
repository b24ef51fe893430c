// The three forms a journey's story can take (SPEC.md sections 1 and 9).

export const STORY_FORMATS = ['fable', 'story', 'poem'] as const;

export type StoryFormat = (typeof STORY_FORMATS)[number];
