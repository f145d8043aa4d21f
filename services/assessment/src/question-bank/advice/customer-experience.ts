import { defineAdvice } from './define-advice.ts';
import { CUSTOMER_EXPERIENCE_DONE_WHEN } from './done-when/customer-experience.ts';

export const CUSTOMER_EXPERIENCE_ADVICE = defineAdvice(
  'customer-experience',
  {
    sustain: [
      'Keep measuring every AI-supported journey against satisfaction and conversion targets, and redesign the ones that slip.',
      'small',
      'Chief Customer Officer',
    ],
    lead: [
      'Launch an AI-enabled service that sets the standard in your market, and make it part of how you sell.',
      'large',
      'Chief Customer Officer',
    ],
    questions: {
      'cx-01': {
        owner: 'Chief Customer Officer',
        steps: [
          [
            'Pilot AI on one customer pain point (for example answering frequent questions) and measure its effect on those customers.',
            'small',
          ],
          [
            'Put AI into production in at least one customer journey and measure its effect on satisfaction or conversion.',
            'medium',
          ],
          [
            'Choose further journeys from customer research and pain-point data, extend AI to them and track results per journey.',
            'large',
          ],
          [
            'Design new journeys around AI from the start, measure improvements continuously and make AI-enabled service part of your proposition.',
            'large',
          ],
        ],
      },
      'cx-02': {
        owner: 'Head of Marketing with the data science lead',
        steps: [
          [
            'Segment customers by region and type and tailor the next two campaigns to the segments.',
            'small',
          ],
          [
            'Personalise the key touchpoints with rules and propensity models built on behaviour and purchase data.',
            'large',
          ],
          [
            'Personalise in near real time across channels and prove the uplift with controlled experiments.',
            'large',
          ],
          [
            'Orchestrate individual personalisation across all channels within consent and preferences, optimised through continuous experiments.',
            'large',
          ],
        ],
      },
      'cx-03': {
        owner: 'Head of Customer Service',
        steps: [
          [
            'Publish searchable answers to your most frequent questions and route simple requests to them.',
            'small',
          ],
          [
            'Let AI resolve defined request types end to end and hand over to an agent, with the conversation context, when it cannot.',
            'medium',
          ],
          [
            'Give agents AI-suggested answers and summaries, and track containment, resolution and satisfaction per request type.',
            'medium',
          ],
          [
            'Extend service AI across channels until it resolves most routine requests at human-level satisfaction, and let it learn from agents’ corrections.',
            'large',
          ],
        ],
      },
      'cx-04': {
        owner: 'Head of Customer Insight',
        steps: [
          [
            'Read a sample of survey comments and complaints each month and report the top five themes with the scores.',
            'small',
          ],
          [
            'Categorise feedback, reviews and contact reasons with text analytics and report the trends monthly.',
            'medium',
          ],
          [
            'Analyse all interactions (calls, chats, emails, reviews), flag emerging issues within days and route them to owners.',
            'large',
          ],
          [
            'Feed the insight into product and service decisions and close the loop by telling customers what changed.',
            'medium',
          ],
        ],
      },
      'cx-05': {
        owner: 'Data Protection Officer with the Chief Customer Officer',
        steps: [
          [
            'Review how your privacy terms cover AI uses of customer data and list the uses that need a customer choice.',
            'small',
          ],
          [
            'Capture consent and preferences for AI uses such as personalisation and profiling, and make the systems that use the data respect them.',
            'medium',
          ],
          [
            'Let customers view and change their choices easily, and measure trust in AI interactions through surveys or complaint data.',
            'medium',
          ],
          [
            'Track trust metrics alongside commercial ones, have customer panels review new AI features and use opt-out rates in design.',
            'medium',
          ],
        ],
      },
    },
  },
  CUSTOMER_EXPERIENCE_DONE_WHEN,
);
