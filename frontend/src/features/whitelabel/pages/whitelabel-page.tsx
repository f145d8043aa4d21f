import { useState } from 'react';
import {
  Bot,
  CalendarClock,
  Check,
  FileText,
  Globe,
  Layers,
  MessageSquare,
  Share2,
  Sparkles,
  Users,
} from 'lucide-react';
import type { TWhitelabelPlanId } from '@readiness/contracts/whitelabel';
import { WHITELABEL_LAUNCH_TIME } from '@readiness/contracts/whitelabel-options';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { openChatWidget } from '../../chat/storage.ts';
import { readSelectedPlan, storeSelectedPlan, usePlans, visiblePromo } from '../api.ts';
import { CASE_STUDIES, INTEGRATIONS, KNOWLEDGE_SOURCES } from '../content.ts';
import { RequestForm, type RequestType } from '../components/request-form.tsx';
import { formatDateTime } from '@readiness/contracts/format';
import { QueryErrorLine } from '../../../components/query-error.tsx';

const INTEGRATION_ICONS = [Globe, MessageSquare, Users, CalendarClock, Sparkles, Share2];
type Tab = 'integrations' | 'pricing' | 'stories' | 'get-started';

const formatNumber = (value: number) => value.toLocaleString('en-US');

/** /whitelabel-deployment (public): Adopt Our AI Assistant (spec: white-label page). */
export default function WhitelabelPage({ now = () => new Date() }: { now?: () => Date }) {
  useDocumentTitle('Adopt Our AI Assistant');
  const [tab, setTab] = useState<Tab>('integrations');
  const [plan, setPlanState] = useState<TWhitelabelPlanId>(readSelectedPlan);
  const [requestType, setRequestType] = useState<RequestType>('deployment');
  const [focusKey, setFocusKey] = useState(0);
  const plans = usePlans();

  const setPlan = (id: TWhitelabelPlanId) => {
    setPlanState(id);
    storeSelectedPlan(id);
  };
  const goToForm = (type: RequestType) => {
    setRequestType(type);
    setTab('get-started');
    setFocusKey((key) => key + 1);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="mx-auto max-w-3xl text-center">
        <Badge variant="secondary" className="mb-4">
          <Bot className="mr-1 size-3.5" aria-hidden="true" /> White-label AI assistant
        </Badge>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Adopt Our AI Assistant</h1>
        <p className="mt-4 text-muted-foreground">
          The assistant that answers on every page of this site, trained on your business and in your brand.
          Live in {WHITELABEL_LAUNCH_TIME}.
        </p>
      </header>

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-10">
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4">
          <TabsTrigger value="integrations">Integrations</TabsTrigger>
          <TabsTrigger value="pricing">Pricing</TabsTrigger>
          <TabsTrigger value="stories">Success Stories</TabsTrigger>
          <TabsTrigger value="get-started">Get Started</TabsTrigger>
        </TabsList>

        <TabsContent value="integrations" className="space-y-8">
          <section aria-labelledby="wl-knowledge">
            <h2 id="wl-knowledge" className="text-xl font-semibold">
              Automated knowledge creation
            </h2>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              {KNOWLEDGE_SOURCES.map((source, index) => (
                <Card key={source.title}>
                  <CardHeader>
                    <CardTitle className="flex items-center gap-2 text-lg">
                      {index === 0 ? (
                        <Globe className="size-5" aria-hidden="true" />
                      ) : (
                        <FileText className="size-5" aria-hidden="true" />
                      )}
                      {source.title}
                    </CardTitle>
                    <CardDescription>{source.text}</CardDescription>
                  </CardHeader>
                </Card>
              ))}
            </div>
          </section>
          <section aria-labelledby="wl-integrations">
            <h2 id="wl-integrations" className="text-xl font-semibold">
              Integrations
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {INTEGRATIONS.map((item, index) => {
                const Icon = INTEGRATION_ICONS[index] ?? Layers;
                return (
                  <li key={item.title}>
                    <Card className="h-full">
                      <CardHeader>
                        <CardTitle className="flex items-center gap-2 text-base">
                          <Icon className="size-5" aria-hidden="true" />
                          {item.title}
                        </CardTitle>
                        <CardDescription>{item.text}</CardDescription>
                      </CardHeader>
                    </Card>
                  </li>
                );
              })}
            </ul>
          </section>
        </TabsContent>

        <TabsContent value="pricing">
          <h2 className="sr-only">Pricing</h2>
          {plans.isPending && <p className="text-sm text-muted-foreground">Loading plans...</p>}
          {plans.isError && <QueryErrorLine what="The plans" query={plans} />}
          {plans.data && (
            <ul className="grid gap-4 md:grid-cols-3">
              {plans.data.plans.map((p) => {
                const promo = visiblePromo(p, now());
                const selected = plan === p.id;
                return (
                  <li key={p.id}>
                    <Card className={selected ? 'h-full border-2 border-primary' : 'h-full'} data-plan={p.id}>
                      <CardHeader>
                        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
                          {p.name}
                          {p.mostPopular && <Badge>Most popular</Badge>}
                        </CardTitle>
                        <CardDescription>
                          Up to {formatNumber(p.conversationsPerMonth)} conversations a month
                        </CardDescription>
                      </CardHeader>
                      <CardContent className="space-y-4">
                        {promo ? (
                          <p>
                            <span className="text-3xl font-bold">${promo.priceMonthly}</span>
                            <span className="text-muted-foreground">/month </span>
                            <s className="text-muted-foreground">${p.priceMonthly}</s>
                            <span className="block text-sm">
                              {promo.label}, ends {formatDateTime(promo.endsAt)}
                            </span>
                          </p>
                        ) : (
                          <p>
                            <span className="text-3xl font-bold">${p.priceMonthly}</span>
                            <span className="text-muted-foreground">/month</span>
                          </p>
                        )}
                        <div>
                          <h4 className="text-sm font-semibold">What is included</h4>
                          <ul className="mt-2 space-y-1.5 text-sm">
                            {p.included.map((line) => (
                              <li key={line} className="flex gap-2">
                                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                                {line}
                              </li>
                            ))}
                          </ul>
                        </div>
                        <div>
                          <h4 className="text-sm font-semibold">Setup</h4>
                          <p className="mt-1 text-sm text-muted-foreground">{p.setup}</p>
                        </div>
                        <div>
                          <h4 className="text-sm font-semibold">Terms</h4>
                          <p className="mt-1 text-sm text-muted-foreground">{p.terms}</p>
                        </div>
                        <Button
                          variant={selected ? 'default' : 'outline'}
                          aria-pressed={selected}
                          className="w-full"
                          onClick={() => {
                            setPlan(p.id);
                            goToForm('deployment');
                          }}
                        >
                          {selected && <Check aria-hidden="true" />}
                          Choose {p.name}
                        </Button>
                      </CardContent>
                    </Card>
                  </li>
                );
              })}
            </ul>
          )}
        </TabsContent>

        <TabsContent value="stories">
          <h2 className="sr-only">Success Stories</h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {CASE_STUDIES.map((story) => (
              <li key={story.title}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle className="text-lg">{story.title}</CardTitle>
                    <CardDescription>{story.who}</CardDescription>
                  </CardHeader>
                  <CardContent className="text-sm">{story.text}</CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </TabsContent>

        <TabsContent value="get-started">
          <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
            <section aria-labelledby="wl-form">
              <h2 id="wl-form" className="mb-4 text-xl font-semibold">
                {requestType === 'demo' ? 'Schedule a demo' : 'Get your assistant'}
              </h2>
              <RequestForm
                plans={plans.data?.plans}
                plan={plan}
                onPlanChange={setPlan}
                requestType={requestType}
                onRequestTypeChange={setRequestType}
                focusKey={focusKey}
              />
            </section>
            <aside aria-labelledby="wl-contact" className="space-y-2 text-sm">
              <h2 id="wl-contact" className="text-lg font-semibold">
                Contact
              </h2>
              <p>
                Email{' '}
                <a className="underline" href="mailto:sales@aireadiness.example">
                  sales@aireadiness.example
                </a>
              </p>
              <p>
                We answer every request within one business day; your assistant is live in{' '}
                {WHITELABEL_LAUNCH_TIME}.
              </p>
            </aside>
          </div>
        </TabsContent>
      </Tabs>

      <section aria-labelledby="wl-cta" className="mt-12 rounded-xl border border-border p-6 text-center">
        <h2 id="wl-cta" className="text-xl font-semibold">
          See it working before you decide
        </h2>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Button onClick={() => goToForm('demo')}>Schedule Demo</Button>
          <Button variant="outline" onClick={openChatWidget}>
            View Live Example
          </Button>
        </div>
      </section>
    </div>
  );
}
