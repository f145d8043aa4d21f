import { Link } from 'react-router';
import { LegalPage, SellerFacts, price } from '../components/legal-page.tsx';

export default function RefundPolicyPage() {
  return (
    <LegalPage
      title="Refund Policy"
      intro="The money-back guarantee on AI Readiness Premium, exactly as the product applies it."
    >
      {(legal) => (
        <>
          <section aria-labelledby="refund-guarantee">
            <h2 id="refund-guarantee">The {legal.refundWindowDays}-day money-back guarantee</h2>
            <p>
              If {legal.product.name} is not for you, you get your money back in full, no questions asked, for
              {` ${legal.refundWindowDays}`} days after your payment.
            </p>
            <ul>
              <li>
                <strong>How</strong>: sign in, open <Link to="/billing">Billing</Link> and choose “Get a
                refund” on the purchase. It happens at once; there is nobody to convince.
              </li>
              <li>
                <strong>How much</strong>: everything you paid for that purchase (for example {price(legal)}{' '}
                at the full price, or the discounted amount if you used a coupon), back to the card you paid
                with. Banks usually show it within 5 to 10 business days.
              </li>
              <li>
                <strong>Until when</strong>: {legal.refundWindowDays} days from the moment the payment was
                taken (the time on your invoice). After that the button is gone and the guarantee has ended.
              </li>
              <li>
                <strong>What happens to Premium</strong>: it ends at once. The full assessment, benchmarks,
                roadmap, reports and guides lock again; your account, answers and the free summary stay.
              </li>
              <li>
                <strong>Once per purchase</strong>: a purchase is refunded once; you can buy again later.
              </li>
              <li>
                <strong>Paperwork</strong>: we issue a credit note (PDF) for every refund and email you a
                confirmation.
              </li>
            </ul>
          </section>
          <section aria-labelledby="refund-other">
            <h2 id="refund-other">Other cases</h2>
            <ul>
              <li>
                <strong>Charged twice</strong>: if the same purchase is paid twice, the second payment is
                refunded automatically, and you are told by email.
              </li>
              <li>
                <strong>Free with a coupon</strong>: a purchase that cost nothing has nothing to refund.
              </li>
              <li>
                <strong>Anything else</strong> (after the {legal.refundWindowDays} days, a problem with a
                charge): write to us, we answer within one business day. Your rights as a consumer under the
                law are not limited by this policy.
              </li>
            </ul>
            {legal.payments === 'test-mode' ? (
              <p>
                This installation runs in TEST MODE: payments and refunds are simulated and no money moves.
              </p>
            ) : null}
          </section>
          <section aria-labelledby="refund-contact">
            <h2 id="refund-contact">Who refunds you</h2>
            <SellerFacts legal={legal} />
          </section>
        </>
      )}
    </LegalPage>
  );
}
