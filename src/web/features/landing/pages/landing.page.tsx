import { useCallback, useRef } from 'react';
import { FloatingHelpButton } from '../../../components/help/floating-help-button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { GuildCandle } from '../components/guild-candle';
import { HeroSection } from '../components/hero-section';
import {
  ClosingSection,
  HowItWorksSection,
  PricingSection,
  TestimonialsSection,
  WhoUsesSection,
} from '../components/landing-sections';

const loadFaqDialog = () => import('../components/landing-faq-dialog');

export function LandingPage() {
  useDocumentTitle();
  // The hero message on screen, credited with clicks on the journey buttons.
  const messageId = useRef('');
  const onMessage = useCallback((id: string) => {
    messageId.current = id;
  }, []);
  const getMessageId = useCallback(() => messageId.current, []);

  return (
    <div className="flex flex-col gap-20 sm:gap-28">
      <HeroSection onMessage={onMessage} getMessageId={getMessageId} />
      <HowItWorksSection />
      <WhoUsesSection />
      <TestimonialsSection />
      <PricingSection />
      <ClosingSection getMessageId={getMessageId} />
      <GuildCandle />
      <FloatingHelpButton loadDialog={loadFaqDialog} />
    </div>
  );
}
