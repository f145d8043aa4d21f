// The markdown of one guide of the resource library (see ../catalogue.ts). No backticks or "${" inside.
export const markdown = String.raw`# The Executive AI Briefing Pack: Board Outline, Decisions and the First 90 Days

**Category:** Executive · **For:** CEOs, executive sponsors, board members, chiefs of staff · **Time to apply:** one board cycle

Boards and executive teams do not need to understand transformer architectures. They need to make five decisions well, ask the right questions, and see a small set of numbers every quarter. This pack gives you a ten-slide board briefing outline, the five decisions with the options on each, a 90-day plan for an executive sponsor, a talent and literacy plan with numbers, a change approach, and the questions a board should ask. It draws on your AI Readiness assessment: bring your overall score and your three weakest dimensions to the first meeting.

---

## 1. The board briefing outline (ten slides)

Each slide has one message, stated as a full sentence in its title. Keep the whole deck to ten slides plus an appendix.

1. **"Where AI changes our industry in the next three years."** Three to five concrete shifts (for example "competitors quote in minutes, we take two days"), each with a named competitor or peer example. No hype words.
2. **"Where we stand today."** The AI Readiness overall score, maturity level and the peer benchmark; the 15 dimensions as a single chart; the three weakest dimensions circled.
3. **"What we will use AI for, and what we will not."** The three business objectives AI serves (see the Growth Strategy guide) and two or three explicit exclusions (for example "no fully automated decisions about employees").
4. **"The portfolio."** Six to ten use cases on one page: value, stage, owner, next gate date.
5. **"What it costs and returns."** Three-year investment by category (use cases, data, platform, talent, governance) and expected hard benefits, with the first-year figures separated.
6. **"The foundations we must build."** Data, platform and skills investments and why the portfolio depends on them.
7. **"How we keep it safe."** Risk tiers, the AI council, the policy, the regulatory obligations that apply to us, and the incident process.
8. **"People and skills."** Literacy programme, hiring plan, roles that change, and how the workforce is told.
9. **"How we will report progress."** The quarterly scorecard (section 6).
10. **"What we ask the board today."** The specific decision: approve the budget, the risk appetite statement, the policy.

**Appendix:** business cases of Wave 1 use cases, the risk register summary, the detailed readiness results.

A briefing that ends without a clear ask becomes an information session, and information sessions do not release budgets.

## 2. The five decisions leadership must make

### Decision 1: ambition

| Option | Looks like | Fits when |
|---|---|---|
| Follow | Adopt AI features vendors ship; few own builds | Readiness score under 40; margins thin; industry slow |
| Optimise | A portfolio of 6 to 10 use cases improving existing operations | Most mid-size organisations in their first two years |
| Transform | New AI-enabled products or business models | Strong data assets, readiness over 65, leadership appetite for risk |

Choosing "transform" with a readiness score of 35 is the most expensive mistake we see. Optimise first; earn the right to transform.

### Decision 2: operating model

- **Centralised** (one AI team serves everyone): fastest to build capability, risks becoming a bottleneck after 10 to 15 use cases.
- **Hub and spoke** (a central team sets standards and platforms; embedded teams in business units deliver): the usual destination.
- **Federated** (each unit on its own): only for organisations with strong existing data teams in each unit, and it needs firm shared standards.

Most organisations start centralised and move to hub and spoke within 18 to 24 months.

### Decision 3: budget and funding model

Agree the total, the split (see the Cost Optimization guide for a starting split) and the mechanism: a central fund released gate by gate works better than annual allocations to departments, because it lets you stop what fails and double what works.

### Decision 4: risk appetite

A one-paragraph statement the board approves. Example: "We use AI to support decisions about customers and employees, with a person accountable for each decision. We do not use AI for fully automated decisions with legal or similarly significant effects on individuals. We accept AI-assisted internal productivity tools after a standard review."

### Decision 5: partners

Which capabilities you build, which you buy, and which partners you rely on for models, cloud, integration and advice. Put a limit on concentration: for example, no more than 60% of AI spend with one vendor, and an exit plan for each critical one.

## 3. The executive sponsor's first 90 days

**Days 1 to 30: understand and align**

- Review the readiness results with the AI lead; agree the three weakest dimensions to address first.
- Hold one-to-ones with each business-unit head: their top two problems, their appetite, their doubts.
- Confirm the three business objectives and their owners with the CEO.
- Set up the AI council (sponsor, AI lead, CIO or CTO, risk or legal, HR, two business-unit heads). Monthly, 90 minutes, written decisions.

**Days 31 to 60: decide and fund**

- Run the intake and scoring process (Templates guide) and approve Wave 1: two or three use cases.
- Approve the AI use policy and the risk-tiering approach (Governance guide).
- Launch the literacy programme for leaders (section 4).
- Present the board briefing and obtain decisions 1 to 5.

**Days 61 to 90: deliver and show**

- Wave 1 pilots running with measured baselines.
- First quarterly scorecard produced, even if most numbers are baselines.
- First show-and-tell: teams demonstrate progress to the executive team.
- Communicate to the whole organisation: what we are doing, why, what it means for jobs, where to send ideas.

## 4. Talent and literacy: a plan with numbers

Consider a 3,000-person organisation. Not everyone needs the same depth.

| Tier | Who | Size | Content | Time |
|---|---|---|---|---|
| Aware | Everyone | 3,000 | What AI can and cannot do; our policy; safe use of AI tools | 2 hours, online |
| Practitioner | Managers, analysts, power users | 450 (15%) | Using AI tools in their work, writing good prompts, spotting errors, proposing use cases | 2 days over a month |
| Builder | Data, IT, product staff | 60 (2%) | Building, evaluating and operating AI solutions | 10 to 15 days over six months, plus projects |
| Leader | Executives and senior managers | 40 | Strategy, economics, risk, leading change | Two half-days and a board session |

**Illustrative cost:** Aware at $30 per person (content licence and time not counted): $90,000. Practitioner at $600: $270,000. Builder at $5,000: $300,000. Leader at $2,500: $100,000. Total about **$760,000 over 12 months**, or $253 per employee. Set this against the alternative: hiring 10 experienced AI engineers costs $1.5M to $2.5M a year in most markets, and they still need a workforce that can use what they build.

**Build, buy, borrow.** Build (train your own people) for durable skills and domain knowledge. Buy (hire) two to five senior specialists to lead and set standards. Borrow (partners, contractors) for peaks and for skills you need for only one project; always pair a borrowed expert with an internal person who will take over.

## 5. Leading the change

Adoption, not accuracy, decides whether value appears. Use these steps for every use case that changes how people work.

1. **Explain the why in business terms.** "Customers wait two days for a quote; competitors answer in an hour." Not "we are deploying a model".
2. **Say what it means for jobs, early and plainly.** If roles change, say how; if headcount falls through attrition, say so. Silence is filled by the worst rumour.
3. **Involve users in the design.** Two or three future users in every sprint review.
4. **Train on the real work,** with the real system, in the week it goes live.
5. **Measure adoption weekly:** share of eligible cases where the tool was used, share of AI suggestions accepted, user satisfaction. An acceptance rate under 30% after a month means the tool does not fit the work; find out why before pushing harder.
6. **Celebrate visibly:** name the teams whose use of AI changed a number that matters.

## 6. The quarterly board scorecard

| Measure | Why the board should care | Example |
|---|---|---|
| AI Readiness overall score and the three weakest dimensions | Capability trend | 48 → 55; Data Management 36 → 44 |
| Use cases by stage | Pipeline health | 12 discovery, 5 pilot, 3 scale, 2 stopped |
| Hard benefits to date vs plan | Return | $1.9M vs $2.2M plan |
| Spend to date vs budget | Discipline | $1.4M of $2.0M |
| Adoption of live use cases | Real use | Median 64% of eligible cases |
| Incidents by severity | Safety | 0 SEV1, 1 SEV2 (resolved in 3 hours) |
| People trained by tier | Capability | Aware 2,310 / 3,000 |
| Regulatory readiness | Compliance | Inventory complete; 2 high-risk systems under assessment |

## 7. Questions a board should ask

- Which three business outcomes is AI meant to improve, and by how much?
- What did we stop in the last quarter, and why?
- Which of our AI systems make or shape decisions about customers or employees, and who is accountable for each?
- How do we know our AI systems are still working as intended today?
- What would happen if our main AI vendor raised prices by 50% or stopped service?
- Which regulations apply to our AI uses, and where are we against them?
- How are employees being prepared, and what are we telling them about their jobs?
- Where does our data limit what we can do, and what are we investing to fix it?

## 8. Checklist for the sponsor

- [ ] The three business objectives and their owners are agreed and written down.
- [ ] The board has decided ambition, operating model, budget, risk appetite and partner approach.
- [ ] The AI council meets monthly and records decisions.
- [ ] Wave 1 is funded with baselines and kill criteria.
- [ ] The literacy programme has started with leaders.
- [ ] A communication on AI and jobs has gone to all staff.
- [ ] The quarterly scorecard has been presented at least once.
- [ ] The next assessment date is set, to measure the change in readiness.
`;
