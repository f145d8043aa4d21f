import { Link } from 'react-router';
import { useQuestionCounts } from '../../../lib/question-counts.ts';
import { LegalPage, SellerFacts, price } from '../components/legal-page.tsx';

export default function TermsPage() {
  const counts = useQuestionCounts();
  return (
    <LegalPage
      title="Terms of Service"
      intro="The agreement between you and the seller of AI Readiness when you create an account or buy Premium."
    >
      {(legal) => (
        <>
          <section aria-labelledby="terms-who">
            <h2 id="terms-who">Who we are</h2>
            <p>AI Readiness is provided and sold by:</p>
            <SellerFacts legal={legal} />
          </section>
          <section aria-labelledby="terms-service">
            <h2 id="terms-service">The service</h2>
            <p>
              AI Readiness helps organisations assess how ready they are for AI: a {counts.full}-question
              assessment, scores, benchmarks, ROI estimates, recommendations, a roadmap, reports, AI helper
              tools and support chat. A free account gives a quick assessment, its free summary and a monthly
              allowance of AI prompts; {legal.product.name} adds the full {counts.full}-question assessment,
              advanced benchmarks, downloadable PDF reports and unlimited AI tools for a one-time payment of{' '}
              {price(legal)} (lifetime access, no subscription).
            </p>
            <p>
              Scores, benchmarks, ROI figures and AI answers are estimates to inform your decisions, not
              professional, legal or financial advice. You stay responsible for what you decide with them.
            </p>
          </section>
          <section aria-labelledby="terms-account">
            <h2 id="terms-account">Your account</h2>
            <ul>
              <li>Give a true email address: we send your receipts, password resets and notices there.</li>
              <li>Keep your password to yourself; you are responsible for what is done with your account.</li>
              <li>
                Do not misuse the service: no attempts to break in, overload it, resell access or use the AI
                tools to produce unlawful content.
              </li>
              <li>
                You can delete your account at any time in Settings; we may suspend an account that breaks
                these terms, and tell you why.
              </li>
            </ul>
          </section>
          <section aria-labelledby="terms-payment">
            <h2 id="terms-payment">Payment and refunds</h2>
            <p>
              {legal.payments === 'stripe'
                ? 'Payments are taken by our payment provider, Stripe; we never see or store your card number.'
                : 'This installation runs in TEST MODE: checkout is simulated and no money is taken.'}{' '}
              Every payment gets an invoice. You can ask for your money back within {legal.refundWindowDays}{' '}
              days: see the <Link to="/refund-policy">Refund Policy</Link>.
            </p>
          </section>
          <section aria-labelledby="terms-data">
            <h2 id="terms-data">Your content and data</h2>
            <p>
              Your answers, reports and what you type into the tools stay yours. We use them only to provide
              the service, as the <Link to="/privacy">Privacy Policy</Link> explains.
            </p>
          </section>
          <section aria-labelledby="terms-liability">
            <h2 id="terms-liability">Availability and liability</h2>
            <p>
              We work to keep the service available and your data safe, but cannot promise it is never
              interrupted. As far as the law allows, our liability is limited to the amount you paid us in the
              last twelve months. Nothing in these terms limits rights you have as a consumer by law.
            </p>
          </section>
          <section aria-labelledby="terms-changes">
            <h2 id="terms-changes">Changes and questions</h2>
            <p>
              If these terms change in a way that matters, we tell you by email before the change applies.
              Questions: <Link to="/contact">contact us</Link>.
            </p>
          </section>
        </>
      )}
    </LegalPage>
  );
}
