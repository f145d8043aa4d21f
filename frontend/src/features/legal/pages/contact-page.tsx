import { LegalPage, SellerFacts } from '../components/legal-page.tsx';

export default function ContactPage() {
  return (
    <LegalPage title="Contact" intro="How to reach the people behind AI Readiness.">
      {(legal) => (
        <>
          <section aria-labelledby="contact-support">
            <h2 id="contact-support">Support</h2>
            <p>
              Write to <a href={`mailto:${legal.seller.supportEmail}`}>{legal.seller.supportEmail}</a>: a
              person answers within one business day. Signed in, you can also use the chat (the button in the
              corner) and ask for a person.
            </p>
            <p>
              Billing questions (invoices, refunds):{' '}
              <a href={`mailto:${legal.seller.billingEmail}`}>{legal.seller.billingEmail}</a>.
            </p>
          </section>
          <section aria-labelledby="contact-seller">
            <h2 id="contact-seller">The seller</h2>
            <SellerFacts legal={legal} />
          </section>
        </>
      )}
    </LegalPage>
  );
}
