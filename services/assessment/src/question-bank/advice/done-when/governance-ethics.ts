import type { TDimensionCriteria } from '../define-advice.ts';

export const GOVERNANCE_ETHICS_DONE_WHEN: TDimensionCriteria = {
  sustain:
    'The board has approved this year’s policy review with its compliance figures, 100% of live AI systems were re-reviewed on schedule, and Governance & Ethics scores 100 again at the next assessment.',
  lead: 'Your responsible-AI framework, approved for publication by the board, is cited or adopted by at least 2 partners, customers or industry bodies within 12 months.',
  questions: {
    'governance-01': [
      'A page of at least 4 AI principles, approved by the leadership team, is published on the intranet and referenced in the next 2 AI project charters.',
      'An AI policy listing approved uses, prohibited uses and human-oversight rules is approved by the executive team, and at least 90% of staff have acknowledged it.',
      'Policy checkpoints are built into 100% of AI project plans, and every exception in the last 6 months has a record approved by the policy owner.',
      'The board has approved the latest yearly policy review with at least 1 change from incidents, regulation or audit findings, and receives a compliance figure for 100% of AI projects.',
    ],
    'governance-02': [
      'A one-page notification form is approved by IT and legal, and 100% of new AI tools or builds started in the last quarter were notified with it before work began.',
      'The review board’s charter and written criteria are approved by the executive team, and it has assessed 100% of new use cases since, with its decisions minuted.',
      'A risk-tier scheme approved by the review board sends low-risk uses through a fast track decided within 5 working days, and 100% of decisions are recorded in a log.',
      'Live systems are re-reviewed at least yearly against an approved schedule, the board’s authority to suspend a system is written into its charter, and an audit has traced 3 decisions end to end.',
    ],
    'governance-03': [
      'A bias review using an agreed checklist has covered 100% of the AI systems that affect people, and its findings are signed off by the responsible-AI lead.',
      'Approved bias metrics and the relevant groups are documented, and 100% of releases of systems affecting people since then passed a bias test signed off before release.',
      'Production dashboards track the approved bias metrics for every system affecting people, thresholds are set, and at least 1 review triggered by a threshold has been completed and documented.',
      'Fairness tests run automatically in the delivery pipeline, reviewers independent of the build team sign off 100% of results, and affected stakeholders helped set the criteria for at least 2 systems.',
    ],
    'governance-04': [
      'A plain-language note exists for 100% of live AI systems, and each note is approved by the system’s product owner.',
      'Notices telling people they are dealing with AI are live on 100% of customer- and staff-facing AI touchpoints, approved by legal, and every system has plain-language documentation.',
      'Each decision of the 3 highest-impact systems comes with its main factors, a human-review route is approved by the product owner, and requests are answered within 10 working days.',
      'Explanations of at least 2 systems have been tested with users and rated clear by 80% of them, documentation is published where legal approved it, and the challenge rate is reported quarterly.',
    ],
    'governance-05': [
      'A survey answered by 100% of departments lists the AI they use, including AI features of purchased tools, and the Head of the AI programme has confirmed the list.',
      'The register holds every known AI system, built and bought, with purpose, owner and data (100% of entries complete), approved as the official list by the executive sponsor.',
      'Procurement and project templates require a register entry, approved by Procurement, and 100% of entries carry a risk classification and a review date.',
      'A monthly automated check against network and expense data finds unapproved tools, every finding is closed within 30 days, and the register was used in at least 1 audit signed off by internal audit.',
    ],
  },
};
