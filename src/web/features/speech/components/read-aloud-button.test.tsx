import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetToasts, useToastStore } from '../../../components/ui/toast.store';
import { Toaster } from '../../../components/ui/toaster';
import { usePreferredVoiceStore } from '../stores/preferred-voice.store';
import {
  installSpeechBrowser,
  uninstallSpeechBrowser,
} from '../../../../../tests/web/support/speech-browser';
import { ReadAloudButton } from './read-aloud-button';
import { ReadAloudPassage } from './read-aloud-passage';
import { ReadAlongText } from './read-along-text';
import { renderReadAloud } from './render-read-aloud';

const SHORT = 'The lantern glowed softly. The path ahead was clear.';
const SENTENCE = 'The small fox carried the lantern past the reeds. ';
/** 600 characters: a short first chunk (the first paragraph, 199) and one of 399. */
const LONG = [SENTENCE.repeat(4).trim(), SENTENCE.repeat(8).trim().replace(/fox/g, 'owl')].join(
  '\n\n',
);

let browser: ReturnType<typeof installSpeechBrowser>;

beforeEach(() => {
  resetToasts();
  browser = installSpeechBrowser();
});
afterEach(() => {
  act(() => resetToasts());
  uninstallSpeechBrowser();
});

describe('ReadAloudButton', () => {
  it('goes Listen → Loading → Stop → Listen, with aria-labels', async () => {
    const user = userEvent.setup();
    render(<ReadAloudButton text={SHORT} kind="message" />);
    const listen = screen.getByRole('button', { name: 'Listen to this message' });
    expect(listen).toHaveTextContent('Listen');

    await user.click(listen);
    const stop = await screen.findByRole('button', { name: 'Stop reading aloud' });
    expect(stop).toHaveTextContent('Stop');
    expect(browser.bodies()).toEqual([{ text: SHORT, voice: 'nova', model: 'tts-1', speed: 1 }]);
    const init = browser.fetchMock.mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');

    act(() => browser.audio(0).finish());
    expect(screen.getByRole('button', { name: 'Listen to this message' })).toBeInTheDocument();
    expect(browser.urls.live.size).toBe(0);
  });

  it('shows Loading while the audio is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    browser.fetchMock.mockImplementationOnce(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const user = userEvent.setup();
    render(<ReadAloudButton text={SHORT} kind="message" />);
    await user.click(screen.getByRole('button', { name: 'Listen to this message' }));
    const loading = screen.getByRole('button', { name: 'Loading audio' });
    expect(loading).toHaveTextContent('Loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    await act(async () =>
      answer(new Response(new Uint8Array(10), { headers: { 'Content-Type': 'audio/mpeg' } })),
    );
    expect(await screen.findByRole('button', { name: 'Stop reading aloud' })).toBeInTheDocument();
  });

  it('stops, and pauses and resumes', async () => {
    const user = userEvent.setup();
    render(<ReadAloudButton text={SHORT} kind="reflection" />);
    await user.click(screen.getByRole('button', { name: 'Listen to this reflection' }));
    await user.click(await screen.findByRole('button', { name: 'Pause reading aloud' }));
    expect(browser.audio(0).paused).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Resume reading aloud' }));
    expect(browser.audio(0).paused).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Stop reading aloud' }));
    expect(browser.audio(0).paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Listen to this reflection' })).toBeInTheDocument();
  });

  it('reads the story with fable at 0.9, reflections at 0.95, messages at 1', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ReadAloudButton text="A story." kind="story" />
        <ReadAloudButton text="A reflection." kind="reflection" />
        <ReadAloudButton text="A message." kind="message" />
      </>,
    );
    for (const name of [
      'Listen to the story',
      'Listen to this reflection',
      'Listen to this message',
    ]) {
      await user.click(screen.getByRole('button', { name }));
      await screen.findByRole('button', { name: 'Stop reading aloud' });
    }
    expect(browser.bodies().map(({ voice, speed }) => ({ voice, speed }))).toEqual([
      { voice: 'fable', speed: 0.9 },
      { voice: 'nova', speed: 0.95 },
      { voice: 'nova', speed: 1 },
    ]);
  });

  it('uses the voice the user picked, for the story too', async () => {
    act(() => usePreferredVoiceStore.getState().setVoice('shimmer'));
    const user = userEvent.setup();
    render(<ReadAloudButton text="A story." kind="story" />);
    await user.click(screen.getByRole('button', { name: 'Listen to the story' }));
    await screen.findByRole('button', { name: 'Stop reading aloud' });
    expect(browser.bodies()[0]).toMatchObject({ voice: 'shimmer', speed: 0.9 });
  });

  it('plays one text at a time', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ReadAloudButton text="First." kind="message" />
        <ReadAloudButton text="Second." kind="reflection" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Listen to this message' }));
    await screen.findByRole('button', { name: 'Stop reading aloud' });
    await user.click(screen.getByRole('button', { name: 'Listen to this reflection' }));
    await screen.findByRole('button', { name: 'Listen to this message' });
    expect(screen.getAllByRole('button', { name: 'Stop reading aloud' })).toHaveLength(1);
    expect(browser.audio(0).paused).toBe(true);
  });

  it('serves a second listen of a short text from the cache', async () => {
    const user = userEvent.setup();
    render(<ReadAloudButton text={SHORT} kind="message" />);
    await user.click(screen.getByRole('button', { name: 'Listen to this message' }));
    act(() => browser.audio(0).finish());
    await user.click(screen.getByRole('button', { name: 'Listen to this message' }));
    await screen.findByRole('button', { name: 'Stop reading aloud' });
    expect(browser.fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('progress bar', () => {
  it('does not show for text of 500 characters or less', async () => {
    const user = userEvent.setup();
    const text = 'a'.repeat(500);
    render(<ReadAloudButton text={text} kind="story" />);
    await user.click(screen.getByRole('button', { name: 'Listen to the story' }));
    await screen.findByRole('button', { name: 'Stop reading aloud' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows for text over 500 characters and moves across the chunks', async () => {
    const user = userEvent.setup();
    render(<ReadAloudButton text={LONG} kind="story" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Listen to the story' }));
    await screen.findByRole('button', { name: 'Stop reading aloud' });
    const bar = screen.getByRole('progressbar', { name: 'Reading progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(browser.bodies()).toHaveLength(2); // the second chunk is fetched while the first plays

    act(() => browser.audio(0).advance(5, 10));
    expect(bar).toHaveAttribute('aria-valuenow', '17'); // 99.5 of 598 characters
    act(() => browser.audio(0).finish());
    act(() => browser.audio(1).advance(5, 10));
    expect(bar).toHaveAttribute('aria-valuenow', '67'); // 199 + 199.5 of 598
    act(() => browser.audio(1).finish());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('errors', () => {
  it('shows the Audio Playback Error toast and Try again, which plays again', async () => {
    uninstallSpeechBrowser();
    browser = installSpeechBrowser({ failures: 1 });
    const user = userEvent.setup();
    render(
      <>
        <ReadAloudButton text={SHORT} kind="message" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Listen to this message' }));
    const retry = await screen.findByRole('button', {
      name: 'Try again to read this message aloud',
    });
    expect(retry).toHaveTextContent('Try again');
    expect(useToastStore.getState().toasts).toHaveLength(1);
    const toast = await screen.findByText('Audio Playback Error');
    expect(
      within(toast.closest('li')!).getByText(
        'Unable to play audio. Please check your device volume and try again.',
      ),
    ).toBeInTheDocument();

    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Stop reading aloud' })).toBeInTheDocument();
    expect(browser.bodies()).toHaveLength(2);
  });

  it('shows Try again when the browser will not play the audio', async () => {
    const { FakeAudio } = await import('../../../../../tests/web/support/fake-audio');
    FakeAudio.playResult = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    const user = userEvent.setup();
    render(<ReadAloudButton text={SHORT} kind="story" />);
    await user.click(screen.getByRole('button', { name: 'Listen to the story' }));
    expect(
      await screen.findByRole('button', { name: 'Try again to read the story aloud' }),
    ).toBeInTheDocument();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Audio Playback Error' });
  });
});

describe('ReadAloudPassage: the sentence being read', () => {
  it('is wrapped in a <mark> that follows the audio, and removed when reading stops', async () => {
    const user = userEvent.setup();
    const text = 'One short line. A second sentence here. The third one.';
    const { container } = render(<ReadAloudPassage text={text} kind="story" />);
    expect(container.querySelector('mark')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Listen to the story' }));
    await screen.findByRole('button', { name: 'Stop reading aloud' });
    expect(container.querySelector('mark')).toHaveTextContent('One short line.');

    act(() => browser.audio(0).advance(4.5, 10));
    expect(container.querySelector('mark')).toHaveTextContent(/^A second sentence here\.$/);
    // The text itself never changes, only where the mark sits.
    expect(container.querySelector('p')).toHaveTextContent(text);

    act(() => browser.audio(0).advance(9, 10));
    expect(container.querySelector('mark')).toHaveTextContent('The third one.');

    await user.click(screen.getByRole('button', { name: 'Stop reading aloud' }));
    expect(container.querySelector('mark')).toBeNull();
  });
});

describe('ReadAlongText without a highlight prop', () => {
  it('follows the button reading the same text, and lets go when it unmounts', async () => {
    const user = userEvent.setup();
    const text = 'First we listen. Then we reflect.';
    const { container, rerender } = render(
      <>
        <ReadAlongText text={text} />
        <ReadAlongText text="Another text." />
        {renderReadAloud(text, 'reflection')}
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Listen to this reflection' }));
    await screen.findByRole('button', { name: 'Stop reading aloud' });
    act(() => browser.audio(0).advance(8, 10));
    const marks = container.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveTextContent('Then we reflect.');

    rerender(
      <>
        <ReadAlongText text={text} />
      </>,
    );
    expect(container.querySelector('mark')).toBeNull();
  });

  it('renderReadAloud adds the voice choice for the story only', () => {
    render(
      <>
        {renderReadAloud('A story.', 'story')}
        {renderReadAloud('A message.', 'message')}
      </>,
    );
    expect(screen.getAllByRole('button', { name: /^Voice: / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Listen to the story' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listen to this message' })).toBeInTheDocument();
  });
});
