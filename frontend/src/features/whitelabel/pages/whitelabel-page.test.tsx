import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { activePromo, WHITELABEL_PLANS } from '@readiness/contracts/whitelabel';
import { sendJson, setPageOrigin, startLoopbackServer } from '../../../test/loopback-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { visiblePromo } from '../api.ts';
import WhitelabelPage from './whitelabel-page.tsx';

// The server as it answered while the June offer ran: every plan with its promo, whatever the date.
const PLANS = {
  plans: WHITELABEL_PLANS.map((plan) => ({
    id: plan.id,
    name: plan.name,
    priceMonthly: plan.priceMonthly,
    conversationsPerMonth: plan.conversationsPerMonth,
    mostPopular: plan.mostPopular,
    promo: plan.promos[0] ?? null,
    included: [...plan.included],
    setup: plan.setup,
    terms: plan.terms,
  })),
  launchTime: '24-48 hours',
};

let server: Awaited<ReturnType<typeof startLoopbackServer>>;
beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    if (req.url === '/api/whitelabel/plans') return sendJson(res, 200, PLANS);
    if (req.url === '/api/whitelabel/form-token')
      return sendJson(res, 200, { formToken: 't', minFillSeconds: 0 });
    if (req.url === '/api/whitelabel/requests')
      return sendJson(res, 201, {
        requestId: '22222222-2222-4222-8222-222222222222',
        receivedAt: new Date().toISOString(),
        message: 'Thanks! We will contact you within one business day.',
      });
    return sendJson(res, 404, { error: 'Not found' });
  });
  setPageOrigin(server.origin);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  window.localStorage.clear();
  server.requests.length = 0;
});
afterEach(cleanup);

describe('promos', () => {
  test('the June offer shows until the end of June 30th, 2025 and never after (whatever the server sends)', () => {
    const grow = PLANS.plans[1]!;
    expect(visiblePromo(grow, new Date('2025-06-15T12:00:00Z'))?.priceMonthly).toBe(89);
    expect(visiblePromo(grow, new Date('2025-06-30T23:00:00-07:00'))?.priceMonthly).toBe(89);
    expect(visiblePromo(grow, new Date('2025-07-01T07:00:00Z'))).toBeNull();
    expect(visiblePromo(grow, new Date('2026-11-23T00:00:00Z'))).toBeNull();
    expect(activePromo(WHITELABEL_PLANS[0]!, new Date('2026-11-23T00:00:00Z'))).toBeNull();
  });
});

async function openTab(name: string) {
  const tab = await screen.findByRole('tab', { name });
  fireEvent.mouseDown(tab);
  fireEvent.click(tab);
  return screen.findByRole('tabpanel', { name });
}

describe('the white-label page', () => {
  test('Pricing today: Entry $99, Grow $179 most popular, Scale $399 with their limits, no promo', async () => {
    renderWithProviders(<WhitelabelPage now={() => new Date('2026-11-23T00:00:00Z')} />);
    const panel = await openTab('Pricing');
    await within(panel).findByText('Entry');
    const text = panel.textContent ?? '';
    expect(text).toContain('$99/month');
    expect(text).toContain('$179/month');
    expect(text).toContain('$399/month');
    expect(text).toContain('Up to 1,000 conversations a month');
    expect(text).toContain('Up to 3,000 conversations a month');
    expect(text).toContain('Up to 8,000 conversations a month');
    expect(within(panel).getAllByText('Most popular')).toHaveLength(1);
    expect(text).not.toContain('June offer');
    expect(text).not.toContain('$49');
  });

  test('each plan says what is included, how it is set up and its terms, not only a conversation count', async () => {
    renderWithProviders(<WhitelabelPage now={() => new Date('2026-11-23T00:00:00Z')} />);
    const panel = await openTab('Pricing');
    await within(panel).findByText('Entry');
    for (const id of ['entry', 'grow', 'scale']) {
      const card = panel.querySelector(`[data-plan="${id}"]`) as HTMLElement;
      const headings = within(card)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent);
      expect(headings).toEqual(['What is included', 'Setup', 'Terms']);
      expect(within(card).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
      expect(card.textContent).toContain('24-48 hours');
      expect(card.textContent).toContain('Billed monthly in US dollars. Cancel any time');
    }
    const grow = panel.querySelector('[data-plan="grow"]') as HTMLElement;
    expect(within(grow).getByText('Facebook Messenger')).toBeTruthy();
    expect(within(grow).getByText('Everything in Entry')).toBeTruthy();
  });

  test('the phone field takes a phone number only, as the contract does', async () => {
    renderWithProviders(<WhitelabelPage />);
    await openTab('Get Started');
    const form = await screen.findByRole('form', { name: 'White-label request' });
    const submit = within(form).getByRole<HTMLButtonElement>('button', { name: 'Get Started' });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.change(within(form).getByLabelText('Company name'), { target: { value: 'Acme Clinic' } });
    fireEvent.change(within(form).getByLabelText('Contact email'), { target: { value: 'ops@acme.test' } });
    const phone = within(form).getByLabelText(/^Phone/);
    expect(phone.getAttribute('type')).toBe('tel');
    for (const wrong of ['call me on Monday', '12345', '+44 20 7946 0958 ext 12']) {
      fireEvent.change(phone, { target: { value: wrong } });
      fireEvent.click(submit);
      expect(await within(form).findByText(/^Enter a phone number/)).toBeTruthy();
      expect(document.activeElement).toBe(phone);
    }
    expect(server.requests.some((r) => r.url === '/api/whitelabel/requests')).toBe(false);
    fireEvent.change(phone, { target: { value: '+44 (20) 7946-0958' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Thanks! We will contact you within one business day.')).toBeTruthy();
    const body = JSON.parse(
      server.requests.find((r) => r.url === '/api/whitelabel/requests')!.body,
    ) as Record<string, string>;
    expect(body.phone).toBe('+44 (20) 7946-0958');
  });

  test('Pricing in June 2025 showed the offer', async () => {
    renderWithProviders(<WhitelabelPage now={() => new Date('2025-06-10T00:00:00Z')} />);
    const panel = await openTab('Pricing');
    await within(panel).findByText('Entry');
    expect(panel.textContent).toContain('June offer: 50% off');
    expect(panel.textContent).toContain('$49');
  });

  test('the four tabs: six integration cards, three success stories', async () => {
    renderWithProviders(<WhitelabelPage />);
    const integrations = await openTab('Integrations');
    expect(integrations.textContent).toContain('Website crawler');
    expect(integrations.textContent).toContain('Document library');
    expect(within(integrations).getAllByRole('listitem')).toHaveLength(6);
    const stories = await openTab('Success Stories');
    expect(stories.textContent).toContain('40% fewer no-shows');
    expect(stories.textContent).toContain('35% higher conversion');
    expect(stories.textContent).toContain('60% faster response');
  });

  test('Get Started needs company and email; sent, it is acknowledged with the plan chosen on Pricing', async () => {
    renderWithProviders(<WhitelabelPage />);
    const pricing = await openTab('Pricing');
    fireEvent.click(await within(pricing).findByRole('button', { name: 'Choose Scale' }));
    const form = await screen.findByRole('form', { name: 'White-label request' });
    const submit = within(form).getByRole<HTMLButtonElement>('button', { name: 'Get Started' });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await within(form).findByText('Company name is required')).toBeTruthy();
    expect(within(form).getByText('Contact email is required')).toBeTruthy();
    expect(server.requests.some((r) => r.url === '/api/whitelabel/requests')).toBe(false);
    fireEvent.change(within(form).getByLabelText('Company name'), { target: { value: 'Acme Clinic' } });
    fireEvent.change(within(form).getByLabelText('Contact email'), { target: { value: 'ops@acme.test' } });
    fireEvent.change(within(form).getByLabelText(/Monthly conversation volume/), {
      target: { value: '500-2000' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Thanks! We will contact you within one business day.')).toBeTruthy();
    const body = JSON.parse(
      server.requests.find((r) => r.url === '/api/whitelabel/requests')!.body,
    ) as Record<string, string>;
    expect(body).toMatchObject({
      companyName: 'Acme Clinic',
      contactEmail: 'ops@acme.test',
      monthlyVolume: '500-2000',
      selectedPlan: 'scale',
      requestType: 'deployment',
      formToken: 't',
      website: '',
    });
    expect(window.localStorage.getItem('whitelabel-plan')).toBe('scale');
  });

  test('Schedule Demo opens the form with demo chosen and focus in its first field', async () => {
    renderWithProviders(<WhitelabelPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule Demo' }));
    const form = await screen.findByRole('form', { name: 'White-label request' });
    expect(within(form).getByRole<HTMLInputElement>('radio', { name: 'A demo' }).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Company name')));
  });
});
