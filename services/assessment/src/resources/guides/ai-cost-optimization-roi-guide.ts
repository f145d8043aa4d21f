// The markdown of one guide of the resource library (see ../catalogue.ts). No backticks or "${" inside.
export const markdown = String.raw`# AI Cost Optimization and ROI Guide

**Category:** Cost Optimization · **For:** CFOs, FinOps and platform teams, AI product owners · **Time to apply:** a first cost review in 2 weeks, then monthly

AI spending grows quietly. A pilot that cost $800 a month in compute becomes $40,000 a month in production, licences multiply across departments, and pilots that nobody uses keep running. At the same time, most organisations cannot say which AI initiative returned what. This guide gives you a cost model, a set of levers with their typical effect, a worked example that cuts a generative AI workload's cost by about 80% without losing quality, and a way to measure return that finance will accept.

---

## 1. Know the full cost: the AI total cost of ownership

List every cost of an AI use case under seven headings. Teams almost always remember the first two and forget the rest.

| Heading | What it includes | Typical share over 3 years |
|---|---|---|
| Build | Engineering, data preparation, labelling, integration | 20 to 35% |
| Inference | API tokens, or GPUs and serving infrastructure | 15 to 40% |
| Data | Pipelines, storage, data quality tooling, licensed data | 10 to 20% |
| Platform | Shared MLOps tools, vector databases, observability | 5 to 15% |
| People to run it | Monitoring, retraining, support, human review | 10 to 25% |
| Change | Training users, process redesign, communication | 5 to 10% |
| Governance | Risk reviews, audits, documentation, legal | 2 to 8% |

The ranges are what we typically see across mid-size programmes; use your own figures as soon as you have them. Human review deserves special attention: a system that sends 15% of cases to people may cost more in review time than in compute (see the Operations guide for how to size a review queue).

## 2. Make unit cost visible before you optimise

You cannot optimise what you cannot attribute. Do these three things in the first two weeks:

1. **Tag everything by use case.** Every cloud resource, API key and licence carries a use-case id (the intake number from the Templates guide). Untagged spend is reported as a line of its own, and its owner is asked to tag it within 30 days.
2. **Define one unit per use case.** Cost per invoice processed, per customer conversation, per forecast run, per document summarised. Total monthly cost divided by units gives the unit cost.
3. **Publish a monthly showback.** A one-page table per business unit: use case, units, total cost, unit cost, change since last month. Showback (reporting costs to owners) changes behaviour long before chargeback (billing them) is needed.

## 3. The cost levers and what they typically save

| Lever | Applies to | Typical saving | Watch out for |
|---|---|---|---|
| Trim prompts and retrieved context | Generative AI | 20 to 45% of input cost | Answer quality if relevant context is cut |
| Cap and shape output length | Generative AI | 20 to 40% of output cost | Truncated answers |
| Route simple requests to a smaller model | Generative AI | 50 to 80% on routed traffic | Misrouted hard requests |
| Cache repeated answers | FAQ-like traffic | Proportional to the hit rate | Stale answers after content changes |
| Batch non-urgent work | Scoring, summarisation overnight | Often 50% where providers discount batch | Latency is hours, not seconds |
| Right-size and autoscale serving | Self-hosted models | 30 to 60% | Cold starts at peaks |
| Spot or preemptible capacity for training | Training jobs | Often 60 to 90% | Interruptions: checkpoint regularly |
| Retire unused pilots and models | Everything | Whatever they cost | Someone's quarterly demo |
| Consolidate licences | SaaS AI features | 15 to 30% | Lock-in to one vendor |

## 4. Worked example: a customer-service assistant

A contact centre uses a large language model to draft answers for agents and to answer customers directly in chat. The illustrative prices below are per million tokens; check your own provider's current list, but the arithmetic is the same.

- Large model: $2.50 per million input tokens, $10.00 per million output tokens.
- Small model: $0.15 per million input tokens, $0.60 per million output tokens.
- Volume: 1.5 million requests a month.

### Starting point

Each request sends 1,800 input tokens (system prompt, conversation, six retrieved knowledge passages of about 150 tokens each) and gets 400 output tokens back.

- Input: 1.5M × 1,800 = 2,700M tokens × $2.50 = $6,750.
- Output: 1.5M × 400 = 600M tokens × $10.00 = $6,000.
- **Total: $12,750 a month, $153,000 a year.**

### Step 1: trim the context

A reranker keeps the three most relevant passages instead of six, and the system prompt is rewritten from 520 to 260 tokens. Input falls to 1,100 tokens per request.

- Input: 1.5M × 1,100 = 1,650M × $2.50 = $4,125. Output unchanged: $6,000.
- **Total: $10,125 (−21%).**

### Step 2: shape the output

Agents said the drafts were too long anyway. The prompt asks for answers under 150 words, and the maximum output is set to 350 tokens. The average falls from 400 to 250 tokens.

- Output: 1.5M × 250 = 375M × $10.00 = $3,750.
- **Total: $4,125 + $3,750 = $7,875 (−38% from the start).**

### Step 3: route by difficulty

A lightweight classifier (the small model with a 200-token prompt and a one-word answer) labels each request simple or complex. In a two-week sample, 60% were simple: order status, opening hours, password resets.

- Complex, large model, 600,000 requests: input 660M × $2.50 = $1,650; output 150M × $10.00 = $1,500; subtotal $3,150.
- Simple, small model, 900,000 requests: input 990M × $0.15 = $148.50; output 225M × $0.60 = $135; subtotal $283.50.
- Router: 1.5M × 200 = 300M input × $0.15 = $45, plus about $5 of output.
- **Total: about $3,484 (−73% from the start).**

### Step 4: cache repeated questions

A quarter of the chat questions repeat verbatim after normalisation (case, punctuation, order numbers removed) within a day. Their answers are cached for 24 hours and the cache is cleared whenever a knowledge article changes.

- Only 75% of requests now reach the router and the models: $3,484 × 0.75 = **about $2,613 a month**.

### Result and the quality guard

From $12,750 to about $2,613 a month: **−80%, or roughly $121,600 a year.** None of these steps is allowed into production without passing the evaluation set: 300 real questions with approved answers, scored before and after each change. In this example, step 3 first failed: the router sent refund disputes to the small model. Adding "refund", "dispute" and "complaint" intents to the complex list fixed it. Keep that kind of finding in the change log; it is the evidence that cost cuts did not quietly degrade service.

## 5. Self-host or call an API?

Self-hosting an open model looks cheaper per token but has fixed costs. Use this break-even test.

- Self-hosted: two GPU instances for availability at an illustrative $2.50 an hour each = 2 × 730 × $2.50 = $3,650 a month, plus a quarter of an engineer to operate it (about $3,500 a month loaded). Fixed cost: **$7,150 a month**, roughly flat until the instances are saturated.
- API: $2,613 a month at today's volume after optimisation.

At this volume the API wins. Self-hosting starts to pay when the optimised API bill passes about $7,150 a month (here, about 2.7 times today's volume), or when data residency, latency or customisation demands it. Re-run the test every six months: prices for both options change quickly.

## 6. Training and classic machine-learning costs

- **Checkpoint and use spot capacity** for any training job over an hour. Interruptions cost minutes; on-demand pricing costs multiples.
- **Retrain on a trigger, not on a calendar.** Retrain when monitored drift or accuracy crosses a threshold (see the Operations guide), not every night by habit. One client cut training compute by two thirds this way with no loss of accuracy.
- **Start with the simplest model that meets the threshold.** A gradient-boosted tree that reaches 91% where a deep network reaches 92% is usually the better investment once serving and maintenance are counted.
- **Delete what you do not need.** Intermediate datasets, old model versions beyond the last three, and feature tables without a consumer.

## 7. Allocate the AI budget deliberately

A starting split for an annual AI budget, to adjust to your assessment results:

| Share | Goes to | Raise it when |
|---|---|---|
| 40% | Delivering use cases (build, pilots, scaling) | Data and platform scores are already high |
| 25% | Data foundations | Data Management score is below 50 |
| 15% | Shared platform and tooling | More than three teams build their own stacks |
| 10% | Talent and literacy | Talent & Skills score is below 50 |
| 10% | Governance, risk and change | Governance or Change Management score is below 50 |

For a $2M budget that is $800k, $500k, $300k, $200k and $200k. The most common mistake is putting 80% into use cases while the data foundations they all need stay unfunded; each team then builds its own pipeline, and the organisation pays for the same plumbing five times.

## 8. Measure return the way finance will accept it

**ROI** for one use case over a period: (benefits − costs) ÷ costs. Use the full cost of section 1, not only the build.

Three rules keep the figure honest:

1. **Baseline before launch.** Measure the process for at least four weeks before the change, with the same definitions you will use after.
2. **Use a counterfactual.** A holdout group, a region that launches later, or a comparison with the same weeks last year, adjusted for volume.
3. **Separate hard and soft benefits.** Hard: costs that left the P&L, or revenue that arrived. Soft: hours freed but not redeployed, risk reduced. Report both; count only hard ones in ROI.

**Worked example.** The assistant above, after a year: agent handling time fell from 7.4 to 6.1 minutes on 1.1 million agent-handled contacts. Hours freed: 1.1M × 1.3 ÷ 60 = 23,833 hours. The centre did not refill 9 vacancies (9 × 1,650 productive hours = 14,850 hours), worth 9 × $52,000 = $468,000 in hard savings. The remaining 8,983 hours are soft. Full cost for the year: build $180,000, inference $31,400 (12 × $2,613), platform and people $95,000, change $40,000: $346,400. ROI on hard benefits: ($468,000 − $346,400) ÷ $346,400 = **35% in year one**, with build costs not recurring in year two.

## 9. The quarterly cost review

Hold it for 60 minutes every quarter with the AI product owners, a FinOps analyst and a finance partner. Agenda:

1. Showback by use case: top five by cost, top five by unit-cost change.
2. Zombie check: any model or pilot with no active users or no decisions made for 60 days is stopped unless its owner justifies it in writing.
3. Lever review: for the top three cost lines, which lever from section 3 has not been tried?
4. Licence review: overlapping AI features across SaaS tools; renewals in the next two quarters.
5. ROI updates for use cases past their first six months.

In a typical first zombie check, 20 to 30% of running pilots turn out to be unused. In one review we ran, 5 of 14 pilots had no users for over two months; stopping them saved $18,000 a month.

## 10. Checklist

- [ ] Every AI resource, API key and licence is tagged with a use-case id.
- [ ] Each use case has a defined unit and a monthly unit cost.
- [ ] A monthly showback goes to business-unit owners.
- [ ] Generative AI workloads have an evaluation set that gates every cost change.
- [ ] Prompt length, output length, routing and caching have been tried on the top three workloads.
- [ ] The self-host versus API break-even is recalculated every six months.
- [ ] Training jobs checkpoint and run on spot capacity where possible; retraining is triggered by monitoring.
- [ ] The budget split between use cases, data, platform, talent and governance is explicit and reviewed yearly.
- [ ] ROI uses full costs, a measured baseline and a counterfactual; hard and soft benefits are separate.
- [ ] A quarterly review stops unused pilots.
`;
