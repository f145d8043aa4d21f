// The markdown of one guide of the resource library (see ../catalogue.ts). No backticks or "${" inside.
export const markdown = String.raw`# AI Governance and Model Risk Framework

**Category:** Governance · **For:** risk, compliance and legal leads, AI councils, data protection officers, AI product owners · **Time to apply:** 6 to 8 weeks to stand up; then part of every use case

Governance that arrives at week 11 of a 12-week pilot blocks launches and breeds resentment. Governance that starts at intake, scales its effort to the risk, and gives teams clear templates speeds delivery up, because nobody has to guess what is expected. This guide sets out a working framework: the structure, a risk-tiering method with the controls each tier needs, a model risk register template with filled rows, an impact assessment, fairness testing with a worked example, third-party due diligence, and a map of the main regulations and standards.

This guide is practical guidance, not legal advice. Regulations change and their application depends on your sector and jurisdictions; confirm obligations and dates with counsel.

---

## 1. The structure: principles, policy, controls, oversight

| Layer | What it is | Who owns it | Length |
|---|---|---|---|
| Principles | Five to seven commitments (accountability, fairness, transparency, privacy, safety, human oversight) | Board / executive team | One page |
| Policy | What is allowed, what needs approval, what is prohibited; roles; the tiering method | AI council, approved by the executive | 4 to 8 pages |
| Controls | The concrete checks per tier: tests, documentation, approvals, monitoring | Risk partner with the AI team | A standard per tier |
| Oversight | Inventory, periodic reviews, reporting, audit | AI council; internal audit | Ongoing |

### The AI council charter (one page)

- **Purpose:** approve high-risk uses, own the policy, review the portfolio's risk, resolve escalations.
- **Members:** executive sponsor (chair), AI lead, CIO or CTO, chief risk officer or delegate, legal, data protection officer, HR, two rotating business-unit heads.
- **Cadence:** monthly, 90 minutes; extraordinary sessions for SEV1 incidents.
- **Decision rights:** approve or reject tier 1 use cases; set policy exceptions for up to 12 months; stop any AI system pending review.
- **Records:** decisions minuted with rationale and dissent; published internally within 5 working days.

## 2. The AI inventory

You cannot govern what you do not know exists. Every AI system, including AI features inside purchased software and generative AI tools used by staff, goes into one inventory with at least: id, name, business owner, purpose, vendor or internal, data used (with personal-data flag), who is affected, decision type (informs, recommends, decides), risk tier, status, next review date.

Start with a survey of system owners and procurement records; expect to find two to three times more AI than anyone estimated, mostly inside SaaS tools.

## 3. Risk tiering: scale the effort to the stakes

Score each use case on five questions at intake. The highest answer sets the tier, not the average: one severe factor is enough.

| Question | Tier 3 (low) | Tier 2 (medium) | Tier 1 (high) |
|---|---|---|---|
| Who is affected? | Internal staff, as users of a tool | Customers, indirectly | Individuals, directly, by decisions about them |
| What kind of decision? | Informs a person | Recommends; a person decides | Decides, or a person rarely overrides |
| How severe if wrong? | Inconvenience, easily fixed | Financial or service harm, reversible | Access to credit, jobs, health, housing, insurance, education, legal rights, safety |
| What data? | No personal data | Personal data | Special-category data (health, ethnicity, biometrics) or data about minors |
| How autonomous? | No external actions | Drafts actions for approval | Takes actions in external systems on its own |

**Examples.** A meeting summariser for internal use: tier 3. A product recommendation engine on a retail site: tier 2. A CV-screening model that ranks applicants: tier 1. A customer-service chatbot that can issue refunds up to $200 on its own: tier 1 on autonomy, until limits and monitoring justify re-tiering.

### Controls by tier

| Control | Tier 3 | Tier 2 | Tier 1 |
|---|---|---|---|
| Inventory entry | Yes | Yes | Yes |
| Acceptable-use rules and user guidance | Yes | Yes | Yes |
| Documented purpose, data and limitations (model card) | Short | Full | Full, independently reviewed |
| Impact assessment (section 5) | No | Yes | Yes, with DPIA where personal data |
| Performance testing before launch | Basic | On representative data | On representative data, by subgroup |
| Fairness testing | No | If customers are affected | Yes, documented (section 6) |
| Human oversight design | No | Override available | Named accountable reviewer; override rate monitored |
| Explanation to affected people | No | On request | Proactive, with a route to contest |
| Approval | Product owner | Risk partner | AI council |
| Monitoring | Service | Service, data, model | All four layers, monthly report |
| Periodic review | Every 2 years | Yearly | Every 6 months, and after material change |

## 4. The model risk register

One row per identified risk, per system. Review tier 1 rows monthly and others quarterly.

| ID | System (tier) | Risk | Cause | Likelihood (1-5) | Impact (1-5) | Inherent score | Controls | Residual score | Owner | Review |
|---|---|---|---|---|---|---|---|---|---|---|
| R-014 | CV screening (1) | Qualified applicants from a protected group rejected at a higher rate | Historical hiring data reflects past bias | 3 | 5 | 15 | Four-fifths test per release; protected attributes removed and proxies checked; every rejection below rank 50 reviewed by a recruiter | 8 | Head of Talent Acquisition | Monthly |
| R-022 | Service chatbot (1) | Wrong refund or policy commitment given to customer | Hallucinated policy text; outdated knowledge base | 4 | 3 | 12 | Answers grounded in approved articles only; refund tool capped at $200; 100 conversations graded weekly; article changes clear cache | 6 | Head of Customer Service | Monthly |
| R-031 | Demand forecast (2) | Overstock after a market shift | Drift in buying patterns not reflected in training data | 3 | 3 | 9 | PSI monitoring weekly; planner override with reason code; retrain on drift trigger | 4 | Supply Chain Planning Lead | Quarterly |

**Scoring:** inherent = likelihood × impact before controls; residual after controls. Agree an appetite: for example, residual 10 or above needs council acceptance in writing, and 15 or above is not accepted.

## 5. The impact assessment (for tier 1 and tier 2)

Answer in writing, one to three paragraphs each:

1. **Purpose and necessity.** What problem does it solve? Could a simpler, less intrusive method do it?
2. **Affected people.** Who is affected, how many, and are any of them vulnerable (minors, people in financial difficulty, people with disabilities)?
3. **Data.** Which data, from where, with what legal basis, kept how long? Any special-category data or proxies for it (postcode, name, first language)?
4. **Performance.** How accurate is it, on whom was it tested, and where is it weaker?
5. **Fairness.** Which groups could be treated differently, and what tests were run (section 6)?
6. **Human oversight.** Who can override, how often do they, and do they have the time and information to do so meaningfully?
7. **Transparency.** How are people told that AI is involved? How can they get an explanation and contest the outcome?
8. **Security and misuse.** How could it be attacked (prompt injection, data poisoning, extraction of personal data) or misused?
9. **Residual risks and the decision.** What remains, and who accepted it?

## 6. Fairness testing: a worked example

A common first screen is the **four-fifths rule** used in US employment practice: if a group's selection rate is below 80% of the highest group's rate, treat it as an indication of adverse impact that needs investigation. It is a screening test, not a legal conclusion and not the only measure.

A CV-screening model is tested on 1,600 past applications:

- Group A: 1,000 applicants, 300 advanced by the model. Selection rate 30%.
- Group B: 600 applicants, 126 advanced. Selection rate 21%.
- Impact ratio: 21% ÷ 30% = **0.70**, below 0.80. The model does not pass.

**What the team did:** it found that "years since graduation" and a gap-in-employment feature acted as proxies. After removing both and re-training, Group B's rate rose to 26.5% (159 of 600) and Group A's fell to 29% (290 of 1,000). New ratio: 26.5 ÷ 29 = **0.91**. Accuracy against recruiter decisions fell from 84% to 82%; the council accepted the trade-off and recorded why.

Alongside selection rates, compare **error rates by group**: the share of qualified applicants wrongly rejected (false negatives) should be similar across groups. Test on groups large enough to be meaningful: with under 100 people in a group, differences can be noise; say so in the report rather than drawing conclusions.

## 7. Third-party AI due diligence

Most of your AI will be bought. Ask every vendor of a tier 1 or tier 2 system these questions, and keep the answers:

- What does the model do, what was it trained on, and what are its known limitations?
- Is our data used to train or improve your models? Can we opt out, contractually?
- Where is data processed and stored, and by which sub-processors?
- What testing for accuracy, robustness and bias have you done, on which populations? Can we see the results?
- How will you tell us about model changes, and with how much notice?
- What logs do we get, and for how long?
- Which certifications or assessments do you hold (for example ISO/IEC 27001, SOC 2, ISO/IEC 42001)?
- What happens to our data and to the service if the contract ends?

Contract clauses to ask for: no training on your data without consent, notice of material model changes, audit or assessment rights for high-risk uses, incident notification within a fixed time, and data return and deletion at exit.

## 8. The regulatory and standards map

| Framework | What it asks, in brief | Where it hits |
|---|---|---|
| EU AI Act (Regulation 2024/1689) | Risk-based: some practices prohibited; high-risk systems (for example in employment, credit scoring, education, essential services) need risk management, data governance, documentation, logging, human oversight, accuracy and robustness; transparency duties for chatbots and generated content; obligations for general-purpose AI model providers. Obligations phase in from 2025 to 2027 | Any organisation placing AI on the EU market or whose AI outputs are used in the EU |
| GDPR | Lawful basis, data minimisation, DPIAs for high-risk processing (Art. 35), rights around solely automated decisions with legal or similarly significant effects (Art. 22) | Any processing of personal data of people in the EU/EEA (UK GDPR similarly) |
| NIST AI Risk Management Framework 1.0 | Voluntary framework with four functions: Govern, Map, Measure, Manage | A widely used structure in the US and beyond; maps well onto this guide |
| ISO/IEC 42001:2023 | A certifiable AI management system standard | Organisations wanting an auditable system, or asked for it by customers |
| Sector rules | Model risk management in banking, medical device rules for clinical AI, employment rules on automated hiring tools in some jurisdictions | Check with each sector regulator |

**Practical step:** map each tier 1 system in your inventory to the frameworks that apply, note the obligation, the control that meets it, and the evidence. That table is what a regulator or auditor will ask to see.

## 9. Acceptable use of generative AI tools by staff

A short policy everyone reads (and the Aware training covers):

- Use approved tools only; the list is on the intranet.
- Never paste customer personal data, health data, credentials or confidential contracts into tools not approved for that data class.
- You are responsible for what you send or publish: check facts, figures and citations.
- Label AI-generated content where customers could be misled.
- Report a harmful or wrong output through the incident channel.

## 10. Checklist: governance is working when

- [ ] Principles and a policy are approved and published.
- [ ] The AI council meets monthly with written decisions.
- [ ] An inventory lists every AI system, bought or built, with its tier.
- [ ] Every new use case is tiered at intake, not at launch.
- [ ] Each tier has a defined set of controls, and tier 1 systems have an impact assessment.
- [ ] A model risk register exists with owners, scores and review dates.
- [ ] Fairness tests are run and recorded for systems affecting people.
- [ ] Vendors of tier 1 and tier 2 systems have answered the due-diligence questions.
- [ ] Tier 1 systems are mapped to the regulations that apply, with evidence.
- [ ] Staff have an acceptable-use policy for generative AI and know how to report problems.
`;
