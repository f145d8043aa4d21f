import { Link } from 'react-router';
import { LegalPage, SellerFacts } from '../components/legal-page.tsx';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="What AI Readiness stores about you, why, for how long, and who processes it for us."
    >
      {(legal) => (
        <>
          <section aria-labelledby="privacy-controller">
            <h2 id="privacy-controller">Who is responsible</h2>
            <p>The controller of your personal data is:</p>
            <SellerFacts legal={legal} />
          </section>
          <section aria-labelledby="privacy-stored">
            <h2 id="privacy-stored">What we store, and for how long</h2>
            <ul>
              <li>
                <strong>Your account</strong>: email address, names, company, job title, industry and company
                size, and your password as an argon2id hash (never the password itself). Kept until you delete
                your account.
              </li>
              <li>
                <strong>Sessions</strong>: a session per sign-in, with the device’s IP address and browser. It
                ends when you sign out or after 30 days.
              </li>
              <li>
                <strong>Assessments and reports</strong>: your answers, scores, recommendations and generated
                PDFs. Kept until you delete your account.
              </li>
              <li>
                <strong>AI tools and support chat</strong>: what you type and the answers, so you can find
                them again. Kept until you delete your account.
              </li>
              <li>
                <strong>Purchases</strong>: amounts, dates, invoices and refunds. The law requires us to keep
                invoices for the accounts; when you delete your account your email address is removed from
                them.
              </li>
              <li>
                <strong>Emails we sent you</strong>: to whom, the subject and whether it was delivered (not
                the links inside, which are dropped once sent). Your address is erased with your account.
              </li>
              <li>
                <strong>Security and access logs</strong>: requests with their IP address, for 30 days (the IP
                address shortened after 7 days); daily totals without personal data for 90 days.
              </li>
            </ul>
            <p>
              Settings → “Download my data” gives you all of it as a file; Settings → “Delete account” erases
              it from every part of the service.
            </p>
          </section>
          <section aria-labelledby="privacy-processors">
            <h2 id="privacy-processors">Who processes it for us</h2>
            <ul>
              <li>
                <strong>Payments</strong>:{' '}
                {legal.payments === 'stripe'
                  ? 'Stripe, Inc. takes card payments. Your card details go to Stripe, never to us; we receive the payment’s status and amount.'
                  : 'none at present: this installation runs in TEST MODE and takes no money. With live payments, Stripe, Inc. takes the card details (never us).'}
              </li>
              <li>
                <strong>AI provider, when configured</strong>: the AI tools and the chat assistant answer with
                a built-in offline mode unless the operator connects an OpenAI-compatible AI provider (such as
                OpenAI). When one is connected, the text you type into those features is sent to it to produce
                the answer; your account details are not.
              </li>
              <li>
                <strong>Email</strong>: the email delivery provider (SMTP) that carries our messages to you
                receives your address and the message. Our emails contain no tracking pixels.
              </li>
              <li>
                <strong>Hosting</strong>: the servers and databases that run the service.
              </li>
            </ul>
          </section>
          <section aria-labelledby="privacy-why">
            <h2 id="privacy-why">Why, and your rights</h2>
            <p>
              We use your data to provide the service you asked for (the contract), to keep it secure (our
              legitimate interest) and to keep invoices (a legal obligation). We do not sell it or use it for
              advertising. You may ask for a copy, a correction or erasure, object or complain to your data
              protection authority. Write to{' '}
              <a href={`mailto:${legal.seller.supportEmail}`}>{legal.seller.supportEmail}</a> or see{' '}
              <Link to="/contact">Contact</Link>.
            </p>
          </section>
        </>
      )}
    </LegalPage>
  );
}
