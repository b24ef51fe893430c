import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VOICES } from '../../../../domain/speech/voices';
import { resetToasts } from '../../../components/ui/toast.store';
import { reloadPreferredVoice } from '../stores/preferred-voice.store';
import { installSpeechBrowser, uninstallSpeechBrowser } from '../test/speech-browser';
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
  it('lists the six voices with names and descriptions', async () => {
    const { dialog } = await open();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(6);
    for (const voice of VOICES) {
      const radio = within(dialog).getByRole('radio', { name: new RegExp(`^${voice.name}`) });
      expect(radio).toHaveAccessibleDescription(voice.description);
      expect(radio).not.toBeChecked();
    }
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
