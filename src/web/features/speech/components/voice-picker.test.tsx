import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VOICES } from '../../../../domain/speech/voices';
import { resetToasts } from '../../../components/ui/toast.store';
import { reloadPreferredVoice } from '../stores/preferred-voice.store';
import { useVoiceCatalogStore } from '../stores/voice-catalog.store';
import {
  fakeVoiceDescription,
  installSpeechBrowser,
  uninstallSpeechBrowser,
} from '../../../../../tests/web/support/speech-browser';
import { ReadAloudButton } from './read-aloud-button';
import { VoicePicker } from './voice-picker';

let browser: ReturnType<typeof installSpeechBrowser>;

beforeEach(() => {
  resetToasts();
  browser = installSpeechBrowser();
});
afterEach(() => {
  act(() => resetToasts());
  uninstallSpeechBrowser();
});

async function open() {
  const user = userEvent.setup();
  render(<VoicePicker />);
  await user.click(screen.getByRole('button', { name: 'Voice: Nova' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Reading voice' }) };
}

describe('VoicePicker', () => {
  it('lists the six voices, described as the offline voice speaks them', async () => {
    const { dialog } = await open();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(6);
    for (const voice of VOICES) {
      const radio = within(dialog).getByRole('radio', { name: new RegExp(`^${voice.name}`) });
      await waitFor(() =>
        expect(radio).toHaveAccessibleDescription(fakeVoiceDescription(voice, 'offline')),
      );
      expect(radio).not.toBeChecked();
    }
    expect(dialog).toHaveAccessibleDescription(
      'Choose the voice that reads aloud to you. These are synthetic voices, made on our server by eSpeak NG, an open-source speech synthesizer: they sound robotic, and differ in accent, pitch and pace. The text is not sent anywhere else. Until you choose one, stories are read by Fable and everything else by Nova.',
    );
    // Asked for once per page, not at every opening.
    await userEvent.setup().keyboard('{Escape}');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voice: Nova' }));
    expect(
      browser.fetchMock.mock.calls.filter(([url]) => String(url) === '/api/tts/voices'),
    ).toHaveLength(1);
  });

  it("says so when the voices are OpenAI's, with OpenAI's descriptions", async () => {
    uninstallSpeechBrowser();
    browser = installSpeechBrowser({ provider: 'openai' });
    const { dialog } = await open();
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        "Choose the voice that reads aloud to you. These are OpenAI's voices: the text being read is sent to OpenAI to make the audio. Until you choose one, stories are read by Fable and everything else by Nova.",
      ),
    );
    const fable = VOICES.find((v) => v.id === 'fable')!;
    expect(within(dialog).getByRole('radio', { name: /^Fable/ })).toHaveAccessibleDescription(
      fable.description,
    );
  });

  it('claims nothing about the voices when the server could not say which they are', async () => {
    uninstallSpeechBrowser();
    browser = installSpeechBrowser({ provider: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = await open();
    await waitFor(() => expect(useVoiceCatalogStore.getState().status).toBe('failed'), {
      timeout: 3000,
    });
    expect(dialog).toHaveAccessibleDescription(
      'Choose the voice that reads aloud to you. Until you choose one, stories are read by Fable and everything else by Nova.',
    );
    for (const radio of within(dialog).getAllByRole('radio'))
      expect(radio).toHaveAccessibleDescription('');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(6);
  });

  it('remembers the choice in local storage as preferredVoice', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByText('Onyx'));
    expect(within(dialog).getByRole('radio', { name: /^Onyx/ })).toBeChecked();
    expect(localStorage.getItem('preferredVoice')).toBe('onyx');

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Voice: Onyx' })).toBeInTheDocument();

    // Next visit: read back from storage.
    act(() => reloadPreferredVoice());
    expect(screen.getByRole('button', { name: 'Voice: Onyx' })).toBeInTheDocument();
  });

  it('works from the keyboard: arrow keys move through the voices', async () => {
    const { user, dialog } = await open();
    const nova = within(dialog).getByRole('radio', { name: /^Nova/ });
    act(() => nova.focus());
    await user.keyboard(' ');
    expect(nova).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: /^Alloy/ })).toBeChecked();
    expect(localStorage.getItem('preferredVoice')).toBe('alloy');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voice: Alloy' })).toHaveFocus();
  });

  it('plays a sample in that voice, and stops it', async () => {
    const { user, dialog } = await open();
    const fable = VOICES.find((v) => v.id === 'fable')!;
    await user.click(within(dialog).getByRole('button', { name: 'Play a sample of Fable' }));
    const stop = await within(dialog).findByRole('button', { name: 'Stop the Fable sample' });
    expect(browser.bodies()).toEqual([
      { text: fable.sampleText, voice: 'fable', model: 'tts-1', speed: 1 },
    ]);
    // Listening to a sample does not choose the voice.
    expect(localStorage.getItem('preferredVoice')).toBeNull();
    await user.click(stop);
    expect(browser.audio(0).paused).toBe(true);
    expect(
      within(dialog).getByRole('button', { name: 'Play a sample of Fable' }),
    ).toBeInTheDocument();
  });

  it('the chosen voice then reads every kind of text', async () => {
    const user = userEvent.setup();
    render(
      <>
        <VoicePicker />
        <ReadAloudButton text="A story." kind="story" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Voice: Nova' }));
    await user.click(screen.getByText('Echo'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Listen to the story' }));
    await screen.findByRole('button', { name: 'Stop reading aloud' });
    expect(browser.bodies()[0]).toMatchObject({ voice: 'echo', speed: 0.9 });
  });
});
