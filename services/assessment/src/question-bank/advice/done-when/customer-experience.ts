import type { TDimensionCriteria } from '../define-advice.ts';

export const CUSTOMER_EXPERIENCE_DONE_WHEN: TDimensionCriteria = {
  sustain:
    'The Chief Customer Officer has approved this year’s journey review, satisfaction with AI-supported journeys has held or risen for 4 quarters, and Customer Experience scores 100 again at the next assessment.',
  lead: 'An AI-enabled service of yours, approved for external case studies by the Chief Customer Officer, is named in at least 2 industry awards, analyst reports or customer references within 12 months.',
  questions: {
    'cx-01': [
      'A pilot on 1 customer pain point has run for at least 6 weeks, and a measured result such as answers given or time saved per customer is signed off by the Chief Customer Officer.',
      'One journey runs AI in production, and a measured change of at least 1 figure (satisfaction or conversion) against its baseline is approved by the journey owner.',
      'At least 3 journeys use AI, each chosen from research and pain-point data approved by the customer team, with a results line per journey reported every month.',
      'At least 50% of new or redesigned journeys this year were designed with AI from the start, approved by the customer board, and AI-enabled service appears in the approved value proposition.',
    ],
    'cx-02': [
      'The next 2 campaigns used at least 3 segments by region and type, and the Head of Marketing has signed off their response rates against the previous untargeted campaigns.',
      'Rules or propensity models personalise at least 3 key touchpoints, approved by marketing and data science, with conversion at each measured against a baseline.',
      'Personalisation updates within 1 hour across at least 2 channels, and controlled experiments approved by the analytics lead show a significant uplift for each.',
      'Orchestration covers 100% of channels, consent checks are signed off by the Data Protection Officer, and at least 12 experiments a year tune it with the uplift reported.',
    ],
    'cx-03': [
      'Searchable answers to the 50 most frequent questions are published and approved by the service team, and at least 20% of simple requests are resolved through them.',
      'AI fully resolves at least 3 named request types, handing over with the full conversation to an agent in 100% of unresolved cases, as approved by the Head of Customer Service.',
      'At least 80% of agents use AI-drafted replies and case summaries, and a weekly dashboard reports, per request type, the share kept by the bot, the share resolved and customer satisfaction in a dashboard the service head signed off.',
      'Service AI resolves at least 60% of routine requests on 2 or more channels with satisfaction equal to agents’, and at least 100 agent corrections a month flow back into it, approved by the service head.',
    ],
    'cx-04': [
      'A monthly report of the top 5 themes from a sample of at least 100 comments and complaints, with the scores, has been sent 3 times and approved by the Head of Customer Insight.',
      'Text analytics assign a category to at least 90% of comments, reviews and contact reasons, and a monthly trend report is approved by the insight lead.',
      '100% of calls, chats, emails and reviews are analysed, and emerging issues reach their owner within 3 days with a routing rule approved by customer service.',
      'At least 5 product or service decisions this year cite the analysis in their approval, and customers who raised those issues were told what changed within 30 days.',
    ],
    'cx-05': [
      'A review of the privacy terms lists 100% of AI uses of customer data and marks each that needs a customer choice, signed off by the Data Protection Officer.',
      'Consent for each AI use (personalisation, profiling) is captured for 100% of new customers, and a test signed off by the Data Protection Officer shows every system using the data honours it.',
      'Customers can change their AI choices in 2 clicks or fewer, and a trust score from surveys or complaints is reported quarterly to the Chief Customer Officer, who approved the measure.',
      'The customer dashboard approved by the executive team shows trust beside revenue, a panel reviewed 100% of AI features launched this year, and opt-out rates led to at least 1 design change.',
    ],
  },
};
