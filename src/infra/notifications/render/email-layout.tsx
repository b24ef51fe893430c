// The one layout every email shares: the product's name, a card with the content, and a footer
// saying why the person got it (with an unsubscribe link on mail they may decline).
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { Email, EmailBlock } from '../../../app/notifications/email';
import { darkModeCss, theme } from './email-theme';

export interface Brand {
  appName: string;
  appUrl: string;
  supportEmail: string;
}

const text = { color: theme.text, fontFamily: theme.font, fontSize: '17px', lineHeight: '1.6' };
const muted = { color: theme.muted, fontFamily: theme.sans, fontSize: '13px', lineHeight: '1.5' };

function Block({ block }: { block: EmailBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Heading
          as="h2"
          className="lt-heading"
          style={{ ...text, fontSize: '20px', margin: '24px 0 8px' }}
        >
          {block.text}
        </Heading>
      );
    case 'paragraph':
      return (
        <Text className="lt-text" style={text}>
          {block.text}
        </Text>
      );
    case 'note':
      return (
        <Text className="lt-muted" style={muted}>
          {block.text}
        </Text>
      );
    case 'button':
      return (
        <Section style={{ margin: '24px 0' }}>
          <Button
            href={block.url}
            className="lt-button"
            style={{
              backgroundColor: theme.accent,
              color: theme.accentText,
              fontFamily: theme.sans,
              fontSize: '16px',
              fontWeight: 600,
              borderRadius: '8px',
              padding: '12px 22px',
            }}
          >
            {block.label}
          </Button>
        </Section>
      );
    case 'passage':
      return (
        <Section
          className="lt-passage"
          style={{ backgroundColor: theme.passage, borderRadius: '8px', padding: '4px 20px' }}
        >
          {block.title ? (
            <Heading as="h3" className="lt-heading" style={{ ...text, fontSize: '19px' }}>
              {block.title}
            </Heading>
          ) : null}
          {block.text.split(/\n{2,}/).map((paragraph, index) => (
            <Text key={index} className="lt-text" style={{ ...text, whiteSpace: 'pre-line' }}>
              {paragraph}
            </Text>
          ))}
        </Section>
      );
    case 'pairs':
      return (
        <Section>
          {block.items.map((item, index) => (
            <Section key={index} style={{ margin: '12px 0' }}>
              <Text className="lt-muted" style={{ ...muted, margin: '0', fontWeight: 600 }}>
                {item.label}
              </Text>
              <Text
                className="lt-text"
                style={{ ...text, margin: '4px 0 0', whiteSpace: 'pre-line' }}
              >
                {item.text}
              </Text>
            </Section>
          ))}
        </Section>
      );
    case 'facts':
      return (
        <Section style={{ margin: '12px 0' }}>
          {block.items.map((item, index) => (
            <Text key={index} className="lt-text" style={{ ...text, margin: '2px 0' }}>
              <span className="lt-muted" style={muted}>
                {item.label}:
              </span>{' '}
              {item.value}
            </Text>
          ))}
        </Section>
      );
  }
}

export function EmailLayout({
  email,
  brand,
  unsubscribeUrl,
}: {
  email: Email;
  brand: Brand;
  unsubscribeUrl?: string;
}) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkModeCss}</style>
      </Head>
      <Preview>{email.preheader}</Preview>
      <Body className="lt-page" style={{ margin: 0 }}>
        {/* The page colour sits on a section: Body's style is copied onto a cell that the
            dark-mode class cannot reach. */}
        <Section className="lt-page" style={{ backgroundColor: theme.page, padding: '24px 0' }}>
          <Container style={{ maxWidth: '600px', padding: '0 12px' }}>
            <Text
              className="lt-heading"
              style={{ ...text, fontSize: '22px', fontWeight: 700, textAlign: 'center' }}
            >
              {brand.appName}
            </Text>
            <Section
              className="lt-card"
              style={{
                backgroundColor: theme.card,
                border: `1px solid ${theme.border}`,
                borderRadius: '12px',
                padding: '8px 28px 20px',
              }}
            >
              {email.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
              <Text className="lt-text" style={{ ...text, marginTop: '24px' }}>
                {email.signOff ?? `The ${brand.appName} team`}
              </Text>
            </Section>
            <Hr style={{ borderColor: theme.border, margin: '24px 0 12px' }} />
            <Text className="lt-muted" style={{ ...muted, textAlign: 'center' }}>
              You received this email because of your {brand.appName} account.{' '}
              {unsubscribeUrl ? (
                <>
                  <Link href={unsubscribeUrl} className="lt-link" style={{ color: theme.accent }}>
                    Unsubscribe from these emails
                  </Link>
                  .{' '}
                </>
              ) : null}
              Questions? Write to{' '}
              <Link
                href={`mailto:${brand.supportEmail}`}
                className="lt-link"
                style={{ color: theme.accent }}
              >
                {brand.supportEmail}
              </Link>
              .
            </Text>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}
