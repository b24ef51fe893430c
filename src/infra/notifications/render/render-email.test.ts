import { describe, expect, it } from 'vitest';
import type { Email } from '../../../app/notifications/email';
import { renderEmail } from './render-email';

const brand = {
  appName: 'Lantern Tales',
  appUrl: 'https://tales.example',
  supportEmail: 'help@tales.example',
};

const email: Email = {
  to: 'reader@example.com',
  subject: 'Your Lantern Tales journey: The Lamp',
  preheader: 'Your poem, and what you reflected on it.',
  category: 'journey',
  blocks: [
    { kind: 'heading', text: 'Your Lantern Tales journey' },
    {
      kind: 'pairs',
      items: [{ label: 'How you were feeling', text: '<script>alert(1)</script> & tired' }],
    },
    { kind: 'passage', title: 'The Lamp', text: 'A small light\nin the window.\n\nIt stayed.' },
    { kind: 'button', label: 'Begin another journey', url: 'https://tales.example/journey' },
  ],
};

describe('rendering an email', () => {
  it('lays it out in HTML that follows dark mode and escapes what people wrote', async () => {
    const { html, subject, to, headers } = await renderEmail(email, brand);
    expect(subject).toBe(email.subject);
    expect(to).toBe('reader@example.com');
    expect(html).toContain('<meta name="color-scheme" content="light dark"');
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).toContain('href="https://tales.example/journey"');
    expect(html).toContain('Your poem, and what you reflected on it.');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('mailto:help@tales.example');
    expect(html).not.toContain('Unsubscribe');
    expect(headers).toEqual({});
  });

  it('writes a plain-text part with whole paragraphs and the links spelled out', async () => {
    const { text } = await renderEmail(email, brand);
    expect(text).toContain('Begin another journey: https://tales.example/journey');
    expect(text).toContain('A small light\nin the window.\n\nIt stayed.');
    expect(text).toContain('How you were feeling\n<script>alert(1)</script> & tired');
    expect(text.trimEnd().endsWith('The Lantern Tales team')).toBe(true);
  });

  it("keeps the line breaks of a pair's text (a reply with its help lines, issue 34)", async () => {
    const reply: Email = {
      ...email,
      blocks: [
        {
          kind: 'pairs',
          items: [{ label: 'Reply', text: 'You can reach someone now:\n• US: 988\n• UK: 116 123' }],
        },
      ],
    };
    const { html } = await renderEmail(reply, brand);
    const cell = /<p[^>]*>You can reach someone now:[^<]*<\/p>/.exec(html)?.[0] ?? '';
    expect(cell).toContain('white-space:pre-line');
  });

  it('gives mail people may decline an unsubscribe link and List-Unsubscribe headers', async () => {
    const reminder: Email = {
      ...email,
      category: 'engagement',
      unsubscribeUrl: 'https://tales.example/unsubscribe/abc',
    };
    const rendered = await renderEmail(reminder, brand);
    expect(rendered.headers).toEqual({
      'List-Unsubscribe': '<https://tales.example/unsubscribe/abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(rendered.html).toContain('href="https://tales.example/unsubscribe/abc"');
    expect(rendered.text).toContain(
      'Unsubscribe from these emails: https://tales.example/unsubscribe/abc',
    );
    await expect(renderEmail({ ...reminder, unsubscribeUrl: undefined }, brand)).rejects.toThrow(
      'An engagement email needs an unsubscribe link',
    );
  });
});
