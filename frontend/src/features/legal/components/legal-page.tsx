import type { ReactNode } from 'react';
import type { TLegalInfo } from '@readiness/contracts/billing';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLegalInfo } from '../api.ts';

const UPDATED = '26 November 2026';

/**
 * The frame of the legal pages: title, date, the seller's facts (from billing's settings) handed to the body, and
 * a note while those are development placeholders.
 */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: (legal: TLegalInfo) => ReactNode;
}) {
  useDocumentTitle(title);
  const legal = useLegalInfo();
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-2 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground">{intro}</p>
        <p className="text-sm text-muted-foreground">Last updated {UPDATED}</p>
      </header>
      {legal.data ? (
        <div className="grid gap-8 pt-8 leading-relaxed [&_a]:break-words [&_a]:text-primary [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_li]:ml-5 [&_li]:list-disc [&_section]:grid [&_section]:gap-3 [&_ul]:grid [&_ul]:gap-1">
          {legal.data.isPlaceholder ? (
            <Alert variant="info" role="note">
              <AlertDescription>
                Development settings: the seller’s name, address, phone or support email below are
                placeholders. Set SELLER_NAME, SELLER_ADDRESS, SELLER_TAX_ID, SELLER_PHONE and SUPPORT_EMAIL
                on the billing service before taking real payments.
              </AlertDescription>
            </Alert>
          ) : null}
          {children(legal.data)}
        </div>
      ) : legal.isError ? (
        <Alert variant="destructive" role="alert" className="mt-8">
          <AlertDescription>
            This page could not load the seller’s details: {legal.error.message}. Please reload in a moment.
          </AlertDescription>
        </Alert>
      ) : (
        <p className="flex items-center gap-2 pt-8 text-muted-foreground" role="status">
          <Spinner /> Loading…
        </p>
      )}
    </article>
  );
}

/** The seller as the pages name it: who, where, how to reach them. */
export function SellerFacts({ legal }: { legal: TLegalInfo }) {
  const { seller } = legal;
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border bg-muted/40 p-4 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium">Seller</dt>
      <dd className="break-words">{seller.name}</dd>
      <dt className="font-medium">Address</dt>
      <dd className="break-words">{seller.address}</dd>
      <dt className="font-medium">Tax ID</dt>
      <dd className="break-words">{seller.taxId}</dd>
      <dt className="font-medium">Support email</dt>
      <dd className="break-words">
        <a href={`mailto:${seller.supportEmail}`}>{seller.supportEmail}</a>
      </dd>
      <dt className="font-medium">Phone</dt>
      <dd className="break-words">{seller.phone}</dd>
    </dl>
  );
}

export const price = (legal: TLegalInfo) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: legal.product.currency.toUpperCase(),
  }).format(legal.product.amount / 100);
