import { Link } from 'react-router-dom';
import { ContentSection } from '../../../components/layout/content-section';
import { PageHeader } from '../../../components/layout/page-header';
import { mailtoHref, siteConfig } from '../../../lib/site-config';
import { lastUpdated } from '../last-updated';

export function TermsPage() {
  const { appName, supportEmail } = siteConfig;
  const contact = (
    <a href={mailtoHref(supportEmail, { subject: 'Terms of Service' })}>{supportEmail}</a>
  );
  return (
    <div className="flex flex-col gap-12">
      <div className="flex flex-col gap-3">
        <PageHeader
          title="Terms of Service"
          description={`The terms of using ${appName} and of a Trailblazer subscription, written in plain words.`}
        />
        <p className="text-sm text-muted-foreground">Last updated: {lastUpdated()}</p>
      </div>

      <ContentSection id="agreement" title="1. Our Agreement">
        <p>
          By creating an account or using {appName}, you agree to these terms and to our{' '}
          <Link to="/privacy">Privacy Policy</Link>. If you do not agree, please do not use the
          service. We have tried to write them so that you can read them in a few minutes.
        </p>
      </ContentSection>

      <ContentSection id="service" title="2. What We Offer">
        <p>
          {appName} writes a fable, story or poem in response to how you say you feel, and then asks
          you questions to reflect on it. Stories and questions are written by software, not by a
          person: a built-in storyteller, or an AI model where we have turned one on. They can be
          imperfect, surprising or simply miss the mark; treat them as an invitation to think, not
          as advice.
        </p>
        <p>
          {appName} is a tool for reflection. It is not therapy, medical care or crisis support, and
          it is not a substitute for them. If you are in danger or thinking of harming yourself,
          contact your local emergency number or a crisis line now.
        </p>
      </ContentSection>

      <ContentSection id="accounts" title="3. Your Account">
        <ul>
          <li>You need an account for every journey. Keep your password to yourself.</li>
          <li>
            Children under 13 may use {appName} only through an account created and supervised by a
            parent or guardian, and we recommend that an adult takes part with children under 9.
          </li>
          <li>
            You are responsible for what happens under your account. If you think someone else has
            used it, change your password and tell us.
          </li>
          <li>You can delete your account at any time from your Account Dashboard.</li>
        </ul>
      </ContentSection>

      <ContentSection id="plans" title="4. Free Journeys and the Trailblazer Plan">
        <ul>
          <li>
            Every account includes 3 free journeys a month. Unused journeys do not carry over; the
            count resets automatically.
          </li>
          <li>
            The Trailblazer plan gives unlimited journeys and priority access to new features for
            $10 a month or $99 a year, plus applicable taxes. Payments are processed by Stripe.
          </li>
          <li>
            Subscriptions renew automatically at the end of each period until you cancel. You can
            cancel at any time from your Account Dashboard; you keep unlimited journeys until the
            end of the period you have paid for, and you will not be charged again.
          </li>
          <li>
            Lifetime lowest-price guarantee: as long as your subscription stays active, your price
            will never go up.
          </li>
          <li>
            Payments already made are not refunded for partial periods, except where the law gives
            you a right to a refund. If you were charged by mistake, write to us and we will put it
            right.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="content" title="5. Your Words and Your Stories">
        <p>
          What you write stays yours, and so do the stories written for you: read them, keep them,
          share them as you like. To create a journey we process your words for the moment it takes
          to write the next part, and we do not store them afterwards (see the Privacy Policy).
          Because we keep nothing, we cannot recover a journey you did not save; email it to
          yourself if you want to keep it.
        </p>
      </ContentSection>

      <ContentSection id="use" title="6. Using the Service Fairly">
        <p>Please do not:</p>
        <ul>
          <li>use {appName} to harass, threaten or harm anyone, or to create unlawful content;</li>
          <li>try to break into accounts, our servers or the systems of our providers;</li>
          <li>
            overload the service with automated requests, or resell it without our permission.
          </li>
        </ul>
        <p>
          We may suspend or close an account that breaks these rules, and we will tell you why
          unless the law or safety prevents it.
        </p>
      </ContentSection>

      <ContentSection id="changes" title="7. Changes and Availability">
        <p>
          We keep improving {appName}, so features may change. We work to keep the service available
          but cannot promise it will never be interrupted. If we change these terms in a way that
          matters, we will update this page and tell account holders by email before the change
          takes effect. Continuing to use the service afterwards means you accept the new terms.
        </p>
      </ContentSection>

      <ContentSection id="liability" title="8. Responsibility">
        <p>
          We provide {appName} as it is, with care but without guarantees that it will suit every
          purpose. To the extent the law allows, we are not liable for indirect losses, and our
          total liability to you is limited to the amount you paid us in the twelve months before
          the claim. Nothing in these terms limits rights you have as a consumer that cannot be
          limited by contract.
        </p>
      </ContentSection>

      <ContentSection id="contact" title="9. Contact">
        <p>Questions about these terms? Write to {contact}. We reply within 24 hours.</p>
      </ContentSection>
    </div>
  );
}
