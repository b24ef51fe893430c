import { Link } from 'react-router-dom';
import { ContentSection } from '../../../components/layout/content-section';
import { PageHeader } from '../../../components/layout/page-header';
import { mailtoHref, siteConfig } from '../../../lib/site-config';
import { lastUpdated } from '../last-updated';

export function PrivacyPage() {
  const { appName, supportEmail } = siteConfig;
  const contact = (
    <a href={mailtoHref(supportEmail, { subject: 'Privacy question' })}>{supportEmail}</a>
  );
  return (
    <div className="flex flex-col gap-12">
      <div className="flex flex-col gap-3">
        <PageHeader
          title="Privacy Policy"
          description="What we collect, what we never keep (your stories and reflections stay with you) and the choices you always have."
        />
        <p className="text-sm text-muted-foreground">Last updated: {lastUpdated()}</p>
      </div>

      <ContentSection id="introduction" title="Introduction">
        <p>
          {appName} is a place to describe how you feel, receive a story written for that moment,
          and reflect on it. What you share here is personal, so we built the service to keep as
          little of it as possible. This policy explains what we collect, why, who helps us run the
          service, and what you can do about it.
        </p>
      </ContentSection>

      <ContentSection id="collected" title="Information We Collect">
        <ul>
          <li>
            <strong>Account details:</strong> your username, your email address (for password resets
            and the journeys you email to yourself) and your password, which we store only as a
            bcrypt hash. We never keep the password itself.
          </li>
          <li>
            <strong>Plan and allowance:</strong> how many free journeys you have left this month and
            when they reset. If you subscribe to Trailblazer, we also keep your plan, its status,
            its billing period dates and the payment provider's ids for you and your subscription.
          </li>
          <li>
            <strong>A record that a journey happened:</strong> that you started one, when, in which
            format (fable, story or poem), and whether you finished it and emailed it to yourself,
            so we can count your free journeys. Never what it was about.
          </li>
          <li>
            <strong>Landing page statistics:</strong> when our home page shows you a tagline, and
            when you press Begin Your Journey or Try a Free Story there, your browser tells us which
            tagline and button, the kind of device (by screen width), your time of day and your
            window size. We keep only hourly counts per tagline, device and button: not your
            address, not who you are, not the exact time. No cookie is used for it.
          </li>
          <li>
            <strong>Server logs:</strong> for each request, the address called (without its query),
            the answer&apos;s status and how long it took; when something breaks, the kind of error.
            Never what you wrote, your password or your cookies. When a page breaks, your browser
            sends us an error report (the kind of error, its message, the page and where in our
            code); anything you wrote, addresses and keys are removed from it before it is stored.
          </li>
          <li>
            <strong>Abuse protection:</strong> counts of recent failed log-ins, sign-ups, password
            reset requests, error reports and landing page statistics, per account and per network
            (IP) address, kept only until their window of at most an hour ends.
          </li>
          <li>
            <strong>Cookies and browser storage:</strong> a session cookie keeps you signed in.
            Where the site runs on several servers, a second cookie lasts one minute after each
            change you make and holds only a number, so that every server shows you that change.
            Your browser also stores your theme, your preferred reading voice and your journey in
            progress. That storage stays on your device.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="journeys" title="What We Never Keep">
        <p>
          Your moods, stories, reflections and answers are never stored on our servers. Not in a
          database, not in logs, not in error reports. A journey lives in your browser while you
          take it, and passes through our server only for the moment it takes to write the next
          part. There is no history to look back on, for you or for us.
        </p>
        <p>
          If you choose to email a journey to yourself, we hand the email to our mail service and
          keep no other copy; your browser erases its copy too.
        </p>
      </ContentSection>

      <ContentSection id="use" title="How We Use Information">
        <ul>
          <li>To run your account, count your free journeys and reset them each month.</li>
          <li>
            To send the emails you ask for or need: a welcome note, password reset links, a notice
            when your password changes, and the journeys you email to yourself.
          </li>
          <li>To find and fix errors, and to keep the service safe from abuse.</li>
        </ul>
        <p>
          We do not sell your information, we do not show advertising, and we do not use your
          journeys to train AI models.
        </p>
      </ContentSection>

      <ContentSection id="security" title="Security">
        <p>
          Over HTTPS (the padlock in your address bar), everything between your browser and our
          servers travels encrypted with TLS. Passwords are hashed with bcrypt. Your session cookie
          cannot be read by scripts, is renewed when you log in and is destroyed when you log out;
          changing your password ends every session. Personal details in our records are encrypted
          with a key of your own, which we destroy when you delete your account. Only a few
          administrators can reach account data, and only to run the service.
        </p>
      </ContentSection>

      <ContentSection id="sharing" title="Sharing With Service Providers">
        <p>A few providers help us run {appName}. Each receives only what its task needs:</p>
        <ul>
          <li>
            <strong>AI provider:</strong> to write your story and reflection questions, your mood,
            chosen format and answers are sent to the storyteller. When our operators configure it,
            that is OpenAI, under its API terms, which also checks your words for signs of crisis;
            by default it is an offline storyteller running on our own server, so the words never
            leave it. Text you have read aloud goes to OpenAI text-to-speech or, by default, to an
            offline voice on our server.
          </li>
          <li>
            <strong>Payment provider:</strong> Stripe processes Trailblazer payments: your card
            details go directly to Stripe, never to us, and we learn only the status of your
            subscription and the month your card expires (so we can remind you before it does).
          </li>
          <li>
            <strong>Hosting provider:</strong> our servers and database run with a hosting provider
            that stores the account information described above.
          </li>
          <li>
            <strong>Email provider:</strong> our email delivery service receives the address and
            contents of each email we send you, including a journey you email to yourself.
          </li>
        </ul>
        <p>
          We disclose information to anyone else only if the law requires it, and then no more than
          required.
        </p>
      </ContentSection>

      <ContentSection id="rights" title="Your Rights and Choices">
        <ul>
          <li>
            <strong>Access and update:</strong> your <Link to="/account">Account Dashboard</Link>{' '}
            shows your account details and the journeys you have left. Write to us to change your
            username or email address.
          </li>
          <li>
            <strong>Journey data:</strong> we hold none. Ending a journey or clearing your
            browser&apos;s storage erases it from your device.
          </li>
          <li>
            <strong>Account deletion:</strong> delete your account at any time from the Account
            Dashboard. Your account details are erased and the key to your records is destroyed.
          </li>
          <li>
            <strong>Email preferences:</strong> write to us and we will stop sending you anything
            that is not essential to your account.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="children" title="Children's Privacy">
        <p>
          Our stories are written to be gentle, and we recommend that an adult takes part with
          children under 9. We do not knowingly collect personal information from children under 13
          without a parent&apos;s consent. A parent or guardian should create and manage a
          child&apos;s account with the parent&apos;s own email address, so no contact details of a
          child are needed. If you believe a child under 13 has given us personal information
          without consent, write to {contact} and we will delete it.
        </p>
      </ContentSection>

      <ContentSection id="changes" title="Changes to This Policy">
        <p>
          When we change how we handle information, we will update this page and its date, and tell
          account holders by email about any important change before it takes effect.
        </p>
      </ContentSection>

      <ContentSection id="contact" title="Contact Us">
        <p>
          Questions about privacy, or a request about your data? Write to {contact}. We reply within
          24 hours.
        </p>
      </ContentSection>
    </div>
  );
}
