// The markdown of one guide of the resource library (see ../catalogue.ts). No backticks or "${" inside.
export const markdown = String.raw`# Running AI in Production: The Operations Playbook

**Category:** Operations · **For:** heads of operations, engineering and data leads, AI product owners · **Time to apply:** the readiness checklist before each launch; the operating rhythm from day one

A model that works in a notebook is about 20% of the job. The rest is getting data to it reliably, releasing it safely, knowing when it degrades, handling the cases it cannot, and fixing it at three in the morning. This playbook covers the operating model, the release path, monitoring with concrete thresholds, the human review queue (with a sizing example), incident response, and a production-readiness checklist you can use as a launch gate.

---

## 1. The operating model: who does what

Name a person for each role before the pilot ends. In small teams one person can hold several roles; no role can be empty.

| Role | Accountable for | Typical home |
|---|---|---|
| Business owner | The outcome and the process the model changes; signs off go-live | The business unit |
| AI product owner | Backlog, acceptance criteria, user adoption | Business unit or digital team |
| Data owner | Source data quality, access approvals, data contracts | The system-owning team |
| ML / AI engineer | Model, prompts, evaluation, retraining | Central AI team or embedded |
| Platform / SRE | Serving, uptime, scaling, cost | Platform engineering |
| Risk partner | Risk tier, controls, periodic review | Risk, compliance or the AI council |
| Review team lead | The human-in-the-loop queue, its quality and staffing | Operations |

### RACI for the five recurring activities

| Activity | Business owner | Product owner | Data owner | ML engineer | SRE | Risk partner |
|---|---|---|---|---|---|---|
| Approve go-live | A | R | C | C | C | C |
| Respond to an incident | I | A | C | R | R | I |
| Retrain or change the model | C | A | C | R | C | C (R for tier 1) |
| Change upstream data | I | C | A/R | C | I | I |
| Periodic risk review | C | R | C | C | I | A |

R = does the work, A = answers for it, C = consulted, I = informed.

## 2. Data contracts: stop upstream changes breaking models

Most production failures we investigate start upstream: a column renamed, a unit changed from dollars to cents, a new product category nobody told the model about. A **data contract** is a short written agreement between the team producing a dataset and the teams consuming it.

    DATA CONTRACT: [dataset name]                    Version [ ]
    Producer (owner):      [team, contact]
    Consumers:             [use cases that read it]
    Schema:                [fields, types, units, allowed values, nullability]
    Freshness:             [e.g. complete by 06:00 UTC daily]
    Quality checks:        [row count within ±20% of 7-day average; no nulls in key fields;
                            amounts in [0, 1,000,000]]
    Change process:        [breaking changes announced 30 days ahead; consumers sign off]
    On failure:            [pipeline stops; producer and consumers alerted]

Automate the quality checks in the pipeline. When a check fails, the pipeline stops and the model keeps serving on the last good data, with an alert, rather than scoring garbage silently.

## 3. Release safely: shadow, canary, then full

Never switch a new model or prompt version to 100% of traffic in one step.

1. **Offline evaluation.** The candidate beats or matches the current version on the held-out test set and on the evaluation set of known hard cases. Record the figures in the change log.
2. **Shadow mode (1 to 2 weeks).** The candidate receives live inputs and its outputs are logged but not used. Compare with the current version and, where available, with actual outcomes.
3. **Canary (5 to 10% of traffic, at least 3 days).** Real users see it. Compare the business metric and the guardrails between canary and control.
4. **Full rollout**, keeping the previous version deployable for at least 30 days. Rollback must be one command or one switch, tested before launch.

For generative AI, a "version" includes the model name, the prompt template, the retrieval settings and the temperature. Change any of them and it is a new version that follows the same path.

## 4. Monitor four layers, with thresholds

| Layer | What to watch | Example threshold that raises an alert |
|---|---|---|
| Service | Latency, error rate, throughput, cost | p95 latency over 2 s for 10 minutes; error rate over 2% |
| Data | Missing values, out-of-range values, input drift | Population stability index (PSI) over 0.2 on any top-10 feature |
| Model | Prediction distribution, confidence, accuracy when labels arrive | Share of low-confidence predictions up 50% week on week; accuracy 3 points below launch |
| Business | The KPI and its guardrail (see the Templates guide) | Guardrail metric outside its agreed band for 2 consecutive weeks |

**About PSI.** The population stability index compares how a feature's values are distributed now against a reference period, bucket by bucket: sum over buckets of (current share − reference share) × ln(current share ÷ reference share). A common reading: under 0.1 stable, 0.1 to 0.2 worth watching, over 0.2 investigate. Example: if 20% of applications fell in the top income band at launch and 32% do now, that bucket alone contributes (0.32 − 0.20) × ln(0.32 ÷ 0.20) = 0.12 × 0.47 = 0.056.

**For generative AI**, replace accuracy with a weekly run of the evaluation set (200 to 500 real questions with approved answers) and sample 50 to 100 live conversations a week for human grading on correctness, groundedness in the sources, tone and policy compliance. Track the share of answers users rate down and the share escalated to a person.

**Delayed labels.** A churn model only learns whether it was right months later. Monitor the proxies (prediction distribution, input drift) weekly, and compute real accuracy each month as labels arrive.

## 5. Design and size the human review queue

Most production AI is a partnership: the model handles confident cases, people handle the rest. Design the queue deliberately.

- **Route by confidence and by stakes.** Low-confidence outputs go to review; so do all high-stakes cases regardless of confidence (for example every payment over $50,000).
- **Show reviewers why.** Display the model's output, its confidence, and the evidence (highlighted fields, retrieved sources) so review takes seconds, not minutes.
- **Capture corrections as labels.** Every correction is training data. Store it with the reviewer id and timestamp.
- **Audit the confident cases too.** Send a random 2% of auto-approved cases to review to measure the error rate you are not seeing.

### Worked sizing example

A claims operation receives 10,000 documents a day.

- 15% fall below the confidence threshold: 1,500 reviews.
- All claims over $10,000 are reviewed regardless: 400 more, of which 100 were already low-confidence, so 300 extra.
- Random audit of 2% of the remaining auto-approved 8,200: 164.
- Total reviews: 1,500 + 300 + 164 = **1,964 a day**.
- Average review time with evidence highlighted: 2 minutes. Workload: 3,928 minutes = 65.5 hours a day.
- A reviewer has about 6.5 productive hours a day after breaks, training and meetings: 65.5 ÷ 6.5 = 10.1, so **11 reviewers**, plus cover for absence (typically 15%): **13 people**.

Now the lever: raising model quality so that only 10% fall below the threshold takes the low-confidence reviews to 1,000 and the team to about 9 people. This is often a better argument for model improvement than accuracy figures are.

## 6. Incident response for AI systems

AI incidents include outages, but also silent harms: wrong answers given confidently, biased outcomes, leaked data. Define severities in advance.

| Severity | Example | Response |
|---|---|---|
| SEV1 | Personal data exposed in outputs; harmful or discriminatory decisions reaching customers; regulatory breach | Disable the feature (kill switch) within 30 minutes; executive and legal informed within 1 hour |
| SEV2 | Accuracy or answer quality well below threshold; major drift; outage of a customer-facing feature | Fall back to the previous version or the manual process within 4 hours |
| SEV3 | Degradation within guardrails; internal tool outage | Fix within 5 working days |

### Runbook steps

1. **Contain.** Use the kill switch or fallback. Every AI feature must have one: a manual process, the previous model, or a "service unavailable, a person will help you" path.
2. **Preserve evidence.** Keep inputs, outputs, model version, prompt version and logs for the affected period.
3. **Assess scope.** How many decisions or answers were affected, for whom, since when?
4. **Remediate affected cases.** Re-process, correct, or contact affected customers where required.
5. **Fix and re-release** through the release path of section 3, not as a hot patch.
6. **Review within 10 working days.** Blameless write-up: timeline, cause, why monitoring did or did not catch it, actions with owners. Share it with the AI council.

Test the kill switch every quarter. A fallback that has never been exercised usually does not work when you need it.

## 7. Keep models healthy: the maintenance rhythm

| Cadence | Activity |
|---|---|
| Daily | Automated data-quality checks; service dashboards; review-queue backlog |
| Weekly | Drift and confidence report; evaluation-set run for generative AI; sample of live outputs graded |
| Monthly | Accuracy against arrived labels; cost and unit cost; product owner reviews user feedback |
| Quarterly | Kill-switch test; access review; retraining decision; risk review for tier 1 systems |
| Yearly | Full revalidation; decide to keep, rebuild or retire |

Retire models on purpose. Every model in production carries cost and risk; a model whose business owner has left and whose KPI nobody reads should be switched off after notice.

## 8. Production-readiness checklist (launch gate)

**Ownership**

- [ ] Every role in section 1 is filled by a named person.
- [ ] The business owner has signed the acceptance criteria.

**Data**

- [ ] Data contracts exist for every input dataset, with automated checks.
- [ ] Access to personal data is approved and logged; retention is defined.

**Model and release**

- [ ] Offline evaluation results are recorded against the current process or model.
- [ ] Shadow and canary phases are planned with their comparison metrics.
- [ ] Rollback is one step and has been tested.
- [ ] Model, prompt and configuration versions are recorded with each output.

**Monitoring**

- [ ] Service, data, model and business monitors exist with thresholds and named recipients.
- [ ] For generative AI, an evaluation set of at least 200 cases runs automatically.

**People and process**

- [ ] The review queue is sized, staffed and trained; reviewers see evidence with each case.
- [ ] Corrections are captured as labels.
- [ ] Users have been trained, and know how to report a wrong output.

**Resilience**

- [ ] A kill switch and a fallback process exist and have been exercised.
- [ ] Severity levels and the incident runbook are agreed and on the on-call rota.
- [ ] The risk tier is assigned and its controls are in place (see the Governance guide).

## 9. What to do this week

1. Pick your most important model in production and fill in the RACI in section 1. Empty cells are your first risks.
2. Ask the team to show you its kill switch working in a test environment.
3. Write one data contract for the input that broke most recently.
`;
