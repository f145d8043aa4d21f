// The markdown of one guide of the resource library (see ../catalogue.ts). No backticks or "${" inside.
export const markdown = String.raw`# AI Growth Strategy Playbook: Building a Use-Case Portfolio That Pays

**Category:** Growth Strategy · **For:** strategy leads, business-unit heads, transformation offices · **Time to apply:** 4 to 6 weeks for the first portfolio

Most organisations do not fail at AI because the models are weak. They fail because they pick the wrong problems, fund too many of them at once, and never prove the value of the ones that worked. This playbook is the method we use with clients to turn a long list of ideas into a funded, sequenced portfolio with measurable growth targets. It assumes you have completed the AI Readiness assessment: where a step depends on your readiness scores, it says so.

---

## 1. Start from three business objectives, not from the technology

Write down the three objectives the executive team will judge this year on. They must be measurable and owned by a named executive. AI is a means; if a use case does not move one of these three numbers, it goes to the parking lot.

A useful format is a **value tree**: objective, then the driver that moves it, then the lever that moves the driver.

| Objective (owner) | Driver | Levers where AI can help |
|---|---|---|
| Grow net revenue 8% (CCO) | Conversion rate, average order value, retention | Lead scoring, next-best offer, churn prediction, dynamic pricing |
| Lift operating margin 2 points (COO) | Cost to serve, first-time-right rate | Document automation, demand forecasting, assisted service |
| Raise NPS from 31 to 40 (CX director) | Resolution time, personalisation | Agent assist, self-service answers, proactive notifications |

**Rule of thumb:** a driver is worth pursuing with AI when it is decided many times a day, by people following patterns, with data already recorded about the outcome. Decisions made twice a year by the board are not AI use cases; decisions made 40,000 times a month by a contact centre usually are.

## 2. Generate candidates from five sources

Run a two-hour workshop per business unit and collect candidates from these five sources. Aim for 30 to 60 raw ideas in total; more than 100 means the workshop was not anchored on the objectives.

1. **The value-chain walk.** Walk each step from lead to cash (or from order to delivery) and ask: where do people wait, re-key, search, or guess?
2. **The complaint log.** The top 20 customer complaint reasons by volume. Each is a candidate for prevention or faster resolution.
3. **The spreadsheet census.** Ask each team which spreadsheets they maintain every week. Recurring manual forecasts and reconciliations are prime candidates.
4. **Competitor and peer moves.** What have two or three direct competitors launched in the last 18 months? Treat these as table stakes to evaluate, not as proof of value.
5. **Vendor roadmaps.** Features already in the CRM, ERP or service platform you pay for. Switching on an existing capability often beats building one.

Capture every idea on the intake form from the Templates guide in this library so they are comparable.

## 3. Score every candidate the same way

Use a weighted score from 1 to 5 on five criteria. Keep the weights fixed for the whole portfolio, or the scores stop being comparable.

| Criterion | Weight | 1 means | 5 means |
|---|---|---|---|
| Value | 35% | under $100k a year | over $2M a year, or a strategic objective directly |
| Feasibility | 25% | research problem, no proven approach | off-the-shelf capability or proven pattern |
| Data readiness | 20% | data does not exist or cannot be accessed | clean, labelled history of 12+ months in one system |
| Risk (inverted) | 10% | high-stakes decisions about people, regulated | internal, reversible, low harm if wrong |
| Strategic fit | 10% | nice to have | named in the three objectives |

**Adjust with your assessment scores.** If your Data Management score is below 40, cap the data-readiness criterion at 3 for any use case that needs data from more than one system: integration work will dominate the timeline. If Governance & Ethics is below 40, no use case scored 1 or 2 on risk enters the first wave.

### Worked example: a $180M B2B distributor

| Use case | Value | Feasibility | Data | Risk | Fit | Weighted score |
|---|---|---|---|---|---|---|
| Churn early warning for top 2,000 accounts | 4 | 4 | 4 | 4 | 5 | **4.10** |
| Invoice and purchase-order extraction | 3 | 5 | 4 | 5 | 3 | **3.90** |
| Demand forecasting at SKU-warehouse level | 5 | 3 | 2 | 4 | 4 | **3.70** |
| Next-best product for inside sales | 4 | 3 | 3 | 4 | 5 | **3.65** |
| Generative product descriptions (40,000 SKUs) | 2 | 5 | 4 | 3 | 2 | **3.25** |
| Credit-limit decisions for new customers | 4 | 3 | 3 | 1 | 3 | **3.15** |

How the first row is computed: 4 × 0.35 + 4 × 0.25 + 4 × 0.20 + 4 × 0.10 + 5 × 0.10 = 1.40 + 1.00 + 0.80 + 0.40 + 0.50 = 4.10.

Note what the score does not decide alone. Demand forecasting has the highest value but scores only 2 on data (point-of-sale history sits in three warehouse systems). It is a good second-wave candidate once a data foundation project lands. Credit limits score on value but the risk is high: it needs the governance controls from the Governance guide before it can go live.

## 4. Shape the portfolio: 70 / 20 / 10

A healthy first portfolio holds 6 to 10 use cases, split by effort and certainty:

- **70% of budget: quick wins and proven patterns.** Payback within 12 months, mature technology, one team can deliver. Document extraction, agent assist, churn scoring.
- **20%: scale bets.** Larger value, 12 to 24 month payback, need cross-functional change. Forecasting, pricing, personalisation engines.
- **10%: options on the future.** Small, time-boxed experiments with new capabilities (agents, multimodal inspection) that might matter in two years. Judge them on learning, not revenue.

If more than half of your ideas sit in "options", the portfolio is a science fair. If nothing sits there, you will be late to the next shift. Revisit the split every six months.

## 5. Sequence into waves with kill criteria

Each use case goes through three gates. Write the gate criteria before the work starts, with numbers.

| Gate | Duration | Passes when | Typical spend |
|---|---|---|---|
| Discovery | 2 to 4 weeks | Data access confirmed, baseline measured, business owner signed | $15k to $40k |
| Pilot | 8 to 12 weeks | Beats baseline by the agreed margin on live data, users adopt it | $60k to $250k |
| Scale | 3 to 9 months | Integrated into the process, monitored, benefits tracked monthly | $150k to $1M |

**Kill criteria are not failure.** A pilot that is stopped at week 8 because accuracy plateaued at 71% against a 85% threshold saved the remaining budget. Report stopped pilots with the same pride as launched ones; otherwise teams will hide bad news.

Wave 1 (months 0 to 3) takes the top two or three use cases that are high on feasibility and data. Wave 2 (months 3 to 9) takes the scale bets whose data foundations Wave 1 built. Wave 3 (months 9 to 18) adds what Wave 1 and 2 taught you.

## 6. Size the growth with honest arithmetic

Every revenue claim must show its working. Here is the churn example from the table above.

- Top 2,000 accounts, average annual revenue $45,000 each: $90M.
- Historical annual churn of these accounts: 9%, i.e. 180 accounts and $8.1M lost each year.
- The model flags at-risk accounts 60 days before renewal. In the pilot, it caught 62% of the accounts that later churned (recall) with 35% precision.
- Account managers run a save play on flagged accounts. Historically, a structured save play retains 1 in 4 at-risk accounts.
- Accounts saved: 180 × 62% × 25% = 28 accounts, i.e. 28 × $45,000 = **$1.26M revenue retained a year**.
- Cost of the save plays: the model flags 180 × 62% / 35% = 319 accounts; at 3 hours of account-manager time each, that is 957 hours, about $57k at a $60 loaded hourly rate.
- Run cost of the model and data pipeline: $40k a year. Build: $120k once.
- First-year net benefit: $1.26M − $57k − $40k − $120k = **$1.04M**. With a 30% gross margin, the margin effect is $1.26M × 0.30 − $217k = about $161k in year one and $281k a year after.

Notice the last line. Revenue retained is not profit. State both, and let finance pick which one appears in the board pack.

## 7. Growth levers in customer experience

Customer-facing AI is where growth strategy and readiness meet most directly. Prioritise in this order:

1. **Assisted service before automated service.** Give agents AI-drafted answers and summaries first. It is lower risk, teaches you which answers are reliable, and typically cuts handling time 15 to 30%.
2. **Self-service for the top 20 intents.** Usually 20 intents make up 60 to 70% of contact volume. Automate answers only for those with a stable, documented answer.
3. **Proactive outreach.** Use predictions (delivery delays, renewal risk, usage drops) to contact customers before they contact you.
4. **Personalisation last.** Personalised offers need consent management, clean customer identity and an experimentation platform. Without them, personalisation becomes noise.

Measure each with a controlled comparison: a holdout group of 10 to 20% of customers who do not receive the AI-driven treatment, for at least one full business cycle.

## 8. Build the culture that keeps the pipeline full

A portfolio decays unless new ideas keep arriving. Three mechanisms work:

- **A standing intake.** Anyone can submit a use case through the intake form; the AI council reviews them monthly and replies to each within 30 days, even if the answer is no.
- **Show-and-tell every six weeks.** Teams demonstrate what shipped, including what they stopped and why. Invite sceptics.
- **Time-boxed exploration.** Give two or three teams a quarterly budget (for example $20k each) for experiments with new capabilities, with a single rule: write up what you learnt in two pages.

## 9. Plan for the next three years, not only the next quarter

Refresh a one-page outlook each year with three horizons:

- **Horizon 1 (now to 12 months):** the current waves, funded.
- **Horizon 2 (12 to 24 months):** capabilities you are building foundations for (for example a unified customer data layer that enables personalisation).
- **Horizon 3 (24 to 36 months):** bets you are watching, with a named owner for each and the signal that would trigger investment, such as "a vendor offers agentic order handling with audit trails in our ERP".

## 10. Common failure modes and how to spot them early

| Symptom | Likely cause | Fix |
|---|---|---|
| 25 pilots, 2 in production | No scale gate, no business owner | Cap active pilots at 6; no pilot starts without a named owner who will run it |
| Accuracy is great, usage is low | Built for the data team, not the user | Put two end users in every sprint review |
| Benefits claimed but finance cannot find them | No baseline, no holdout | Measure baseline in discovery; keep a holdout for one cycle |
| Every use case needs a new data pipeline | No shared data foundation | Fund one foundation project per wave |
| Legal blocks launch in week 11 | Risk review too late | Risk tiering at intake (see Governance guide) |

## 11. Checklist: your portfolio is ready for funding when

- [ ] Three business objectives are written down with owners and numeric targets.
- [ ] Every candidate is recorded on the same intake form and scored with the same weights.
- [ ] The portfolio holds 6 to 10 use cases, split roughly 70 / 20 / 10.
- [ ] Each use case in Wave 1 has a business owner, a measured baseline and written kill criteria.
- [ ] Every benefit estimate shows its arithmetic, separating revenue from margin.
- [ ] Data foundation work needed by Wave 2 is funded inside Wave 1.
- [ ] Use cases with high risk scores have a governance review date before the pilot starts.
- [ ] A holdout or control group is planned for each customer-facing use case.
- [ ] The AI council meets monthly and publishes decisions on new submissions.
- [ ] A one-page three-horizon outlook exists and is reviewed annually.

## 12. What to do this week

1. Book a 90-minute session with the executive team to agree the three objectives and their owners.
2. Send the intake form to business-unit heads with a two-week deadline.
3. Pull the baseline for the two most likely Wave 1 candidates now; it is the step teams most often skip and most regret skipping.
`;
