// The markdown of one guide of the resource library (see ../catalogue.ts). No backticks or "${" inside.
export const markdown = String.raw`# AI Use-Case Intake Form and Business-Case Templates

**Category:** Templates · **For:** anyone proposing, reviewing or funding an AI initiative · **Time to apply:** 30 minutes per intake, 1 to 2 days per business case

This guide holds six templates you can copy into your own documents as they are. They form one chain: an idea enters through the **intake form**, is sorted by the **triage rubric**, earns funding through the **business case**, is tested under a **pilot charter**, is measured with **KPI cards**, and every go or no-go is written down in a **decision record**. A filled example follows each template that needs one. Replace the text in square brackets.

Using the same forms across the organisation matters more than using these exact forms: when every idea is described in the same fields, a council can compare 40 proposals in an afternoon instead of a quarter.

---

## Template 1: AI use-case intake form

Keep it to one page. A proposer who cannot fill it in has not yet got a use case; they have an interest.

    AI USE-CASE INTAKE FORM                         Intake no.: [AI-2025-017]

    1. Title (verb + object):       [Extract line items from supplier invoices]
    2. Proposer / business owner:   [Name, role]  /  [Name, role, budget holder?  Y/N]
    3. Business objective served:   [One of the company's stated objectives]
    4. The decision or task today:
       - Who does it:               [Team, number of people]
       - How often:                 [Volume per day / month]
       - How long each time:        [Minutes]
       - What goes wrong today:     [Errors, delays, cost; with numbers if known]
    5. What AI would do:            [Predict / classify / extract / generate / recommend]
       and what a person still does: [Review, approve, handle exceptions]
    6. Data needed:
       - Source systems:            [e.g. ERP, shared mailbox, CRM]
       - History available:         [Months; labelled outcomes?  Y/N]
       - Personal or sensitive data? [None / personal / special category]
    7. Who is affected if it is wrong, and how badly:  [Internal only / customers / employees]
    8. Expected benefit (rough):    [Hours saved, revenue, errors avoided per year]
    9. How we will know it worked:  [One measurable indicator and its current value]
    10. Known constraints:          [Deadlines, regulations, vendor contracts]

### Filled example (abridged)

- **Title:** Extract line items from supplier invoices.
- **Business owner:** Head of Accounts Payable, budget holder: yes.
- **Today:** 6 clerks key 42,000 invoices a year, 6.5 minutes each on average; 3.2% have a keying error found at payment run; late-payment penalties were $61,000 last year.
- **AI would:** read PDF and scanned invoices, extract supplier, dates, totals and line items, match them to purchase orders. A clerk reviews any invoice the system is not confident about and every invoice over $50,000.
- **Data:** 3 years of invoices in the mailbox archive; the ERP holds the keyed values, which serve as labels. No personal data beyond supplier contact names.
- **If wrong:** a wrong amount paid to a supplier; caught by the three-way match for 95% of cases.
- **Indicator:** minutes of clerk time per invoice, today 6.5.

## Template 2: Triage rubric (for the monthly AI council)

Score each intake from 1 to 5 on each line; the weights match the Growth Strategy guide so scores stay comparable across the library.

| Criterion | Weight | Question the council asks | Score |
|---|---|---|---|
| Value | 35% | What is the annual benefit if it works as described? | [1-5] |
| Feasibility | 25% | Has this been done before with today's tools? | [1-5] |
| Data readiness | 20% | Is the data there, accessible and labelled? | [1-5] |
| Risk (inverted) | 10% | How much harm if it is wrong, and to whom? | [1-5] |
| Strategic fit | 10% | Does it serve a stated objective? | [1-5] |

**Outcomes:** 3.5 or more: proceed to business case. 2.5 to 3.4: park, with a named condition to revisit (for example "when the data lake holds the CRM history"). Below 2.5: decline, with a reply to the proposer within 30 days explaining why.

## Template 3: Business case

    BUSINESS CASE: [Title]                         Version [1.0], [date]

    1. Summary (5 lines): the problem, the proposal, the cost, the benefit, the ask.
    2. Current state and baseline (measured, with the date and method of measurement).
    3. Proposed solution: what the system does, what people do, what changes in the process.
    4. Options considered: do nothing / buy / build / partner, with the reason for the choice.
    5. Benefits: each with its formula, its assumptions and who confirmed them.
    6. Costs: one-off (build, integration, change, training) and recurring (licences,
       compute, support, monitoring, model upkeep), for 3 years.
    7. Financial summary: net benefit per year, NPV, payback period, sensitivity.
    8. Risks and controls: the risk tier (see Governance guide) and the main controls.
    9. Delivery plan: gates, dates, team, dependencies.
    10. Measurement plan: KPIs, baseline, target, holdout or control, review dates.
    11. The ask: amount, for which gate, decision needed by [date].

### Worked financials for the invoice example

**Benefits.**

- Clerk time today: 42,000 invoices × 6.5 min = 273,000 minutes = 4,550 hours a year.
- With extraction, 70% of invoices pass straight through with a 1-minute spot check; 30% need a 4-minute review. New time: 42,000 × (0.70 × 1 + 0.30 × 4) = 42,000 × 1.9 = 79,800 minutes = 1,330 hours.
- Hours saved: 4,550 − 1,330 = 3,220 hours. At a loaded cost of $38 an hour: **$122,360 a year**.
- Penalties: late payments come mostly from keying backlogs. Finance agreed to count 60% of last year's $61,000: **$36,600 a year**.
- Error rework: 3.2% of 42,000 = 1,344 errors at 25 minutes each = 560 hours; half of them avoided = 280 hours × $38 = **$10,640 a year**.
- Total annual benefit: **$169,600**.

**Costs.**

| Item | Year 0 | Year 1 | Year 2 | Year 3 |
|---|---|---|---|---|
| Build and integration | $95,000 | | | |
| Change management and training | $20,000 | | | |
| Document AI licence / compute | | $24,000 | $24,000 | $24,000 |
| Support and monitoring (0.1 FTE) | | $12,000 | $12,000 | $12,000 |
| **Total** | **$115,000** | **$36,000** | **$36,000** | **$36,000** |

**Summary.**

- Net benefit per year: $169,600 − $36,000 = $133,600.
- Benefits ramp: count 50% in year 1 while volumes move over, then 100%. Year 1 net: $84,800 − $36,000 = $48,800.
- Cash flows: −$115,000; +$48,800; +$133,600; +$133,600.
- NPV at 10%: −115,000 + 48,800 / 1.1 + 133,600 / 1.21 + 133,600 / 1.331 = −115,000 + 44,364 + 110,413 + 100,376 = **$140,153**.
- Payback: $115,000 − $48,800 = $66,200 left after year 1; $66,200 / $133,600 = 0.50 of year 2, so **about 18 months**.
- Sensitivity: if straight-through processing reaches only 50% instead of 70%, new time is 42,000 × (0.5 × 1 + 0.5 × 4) = 105,000 minutes = 1,750 hours; saving 2,800 hours = $106,400; the case still pays back within about 2 years. State this line in the summary: it is the first question a CFO asks.

**What people do with the saved hours** must be written down. In this example: two clerks move to supplier onboarding, which has a 6-week backlog; no redundancies. A business case that counts saved hours without saying where they go will be challenged, rightly.

## Template 4: Pilot charter

    PILOT CHARTER: [Title]                          Gate: Pilot   Dates: [start] – [end]

    Objective:        [One sentence, measurable]
    Scope:            [Which sites, teams, document types, customers; what is out of scope]
    Success criteria: [Metric, threshold, measured how, on what sample]
    Kill criteria:    [Metric below which we stop, and by which week]
    Users:            [Names of the pilot users; their time commitment per week]
    Data:             [Sources, access approved by, retention at the end of the pilot]
    Risk tier:        [1/2/3] and the controls in place during the pilot
    Team:             [Product owner, engineers, data owner, risk partner]
    Budget:           [$] of which contingency [$]
    Review cadence:   [Weekly with the owner; steering at week 4 and week 10]

**Example success criteria for the invoice pilot:** field-level accuracy of at least 97% on totals and dates, measured on 1,000 invoices keyed in parallel by clerks; straight-through rate of at least 60% by week 8; clerk satisfaction at least 3.5 of 5. **Kill criteria:** accuracy on totals below 93% at week 6.

## Template 5: KPI definition card

Every KPI that appears in a business case or a dashboard gets a card. Disputes about "whether it worked" are almost always disputes about definitions.

| Field | Example |
|---|---|
| Name | Straight-through processing rate |
| Definition | Invoices posted without any human edit ÷ invoices received |
| Unit and frequency | Percent, weekly |
| Source | ERP posting log joined with the extraction service's audit log |
| Baseline | 0% (all keyed manually), measured March |
| Target | 70% by month 6 |
| Owner | AP team lead |
| Guardrail metric | Payment error rate must stay at or below 3.2% |
| Known distortions | Month-end volume spikes; supplier template changes |

Always pair a target metric with a **guardrail metric**. Straight-through rate can be raised by lowering the confidence threshold; the guardrail shows whether errors went up as a result.

## Template 6: Stage-gate decision record

    DECISION RECORD: [Title]  Gate: [Discovery → Pilot | Pilot → Scale | Scale → Run]
    Date: [ ]     Decided by: [names]     Present: [names]

    Evidence reviewed:   [links to results, KPI cards, risk review]
    Decision:            [Proceed / Proceed with conditions / Pause / Stop]
    Conditions:          [What must be true, by when, checked by whom]
    Budget released:     [$]
    Dissent recorded:    [Any member who disagreed, and why]
    Next review:         [date]

Keep decision records in one place. After 12 months they become the most honest account of what your AI programme learnt, and the first thing an auditor or a new executive will ask for.

## How to roll these templates out

1. Put the intake form in the tool people already use (a form in your intranet or service desk), not in a new system.
2. Pre-fill the triage rubric with the three objectives so reviewers do not have to look them up.
3. Ask finance to review the business-case template once and agree the loaded hourly rates and the discount rate to use. Publish them at the top of the template so every case uses the same figures.
4. Run the first two business cases with a coach from the transformation office; after that, teams can run them alone.
5. Review the templates after six months and remove any field that nobody used to make a decision.

## Checklist: a business case is ready for the council when

- [ ] The baseline was measured, not estimated, and the method is written down.
- [ ] Every benefit line shows a formula and names the person who confirmed its assumptions.
- [ ] Costs cover three years, including licences, compute, support and model upkeep.
- [ ] There is a sensitivity line for the assumption the benefit depends on most.
- [ ] It says what happens to saved hours.
- [ ] The risk tier is assigned and the controls are named.
- [ ] Success and kill criteria for the next gate are numeric.
- [ ] A KPI card exists for each metric, with a guardrail.
`;
