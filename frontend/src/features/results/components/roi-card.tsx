import type { TRoi } from '@readiness/contracts/assessment';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { LockedSection } from './locked-section.tsx';

/** The ROI estimate: a range and a payback period, with every assumption it rests on. */
export function RoiCard({ roi }: { roi: TRoi | undefined }) {
  return (
    <Card id="roi">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>ROI potential</CardTitle>
          {roi ? <Badge variant="outline">Modelled estimate</Badge> : null}
        </div>
        <CardDescription>
          Estimated annual value (cost savings and revenue uplift) of closing your readiness gaps.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {roi ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <dl className="grid content-start gap-4 sm:grid-cols-3 lg:grid-cols-1">
              <div>
                <dt className="text-sm text-muted-foreground">Expected per year</dt>
                <dd className="text-3xl font-bold tabular-nums">{formatMoney(roi.expected)}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Range (low to high)</dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {formatMoney(roi.low)} – {formatMoney(roi.high)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Payback</dt>
                <dd className="text-lg font-semibold">
                  {roi.paybackMonths === null
                    ? 'No gap left to close'
                    : `About ${roi.paybackMonths} ${roi.paybackMonths === 1 ? 'month' : 'months'}`}
                </dd>
              </div>
            </dl>
            <div>
              <h3 className="text-sm font-semibold">Assumptions behind this estimate</h3>
              <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
                {roi.assumptions.map((assumption) => (
                  <li key={assumption}>{assumption}</li>
                ))}
              </ul>
              {roi.drivers.length > 0 ? (
                <>
                  <h3 className="mt-4 text-sm font-semibold">
                    What drives it, and how your plan addresses it
                  </h3>
                  <ul className="mt-2 grid gap-2 text-sm">
                    {roi.drivers.map((driver) => (
                      <li key={driver.dimension} className="rounded-md bg-muted/60 p-3">
                        <span className="font-medium">{driver.label}</span>
                        <span className="block text-muted-foreground">
                          {driver.recommendationId ? (
                            <a className="text-primary underline underline-offset-4" href="#recommendations">
                              {driver.note}
                            </a>
                          ) : (
                            driver.note
                          )}
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          </div>
        ) : (
          <LockedSection title="The ROI estimate">
            An estimate of the annual value of closing your gaps (low, expected and high), its payback period
            and the assumptions behind it, from your company size, industry and weakest dimensions.
          </LockedSection>
        )}
      </CardContent>
    </Card>
  );
}
