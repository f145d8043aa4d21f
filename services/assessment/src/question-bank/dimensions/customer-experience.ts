import { defineDimension } from '../define-dimension.ts';

export const CUSTOMER_EXPERIENCE_QUESTIONS = defineDimension('customer-experience', [
  {
    id: 'cx-01',
    isQuick: true,
    text: 'Where in the customer journey does AI create measurable value for your customers today?',
    explanation:
      'Customer-facing AI is where readiness becomes visible to the market. This question looks for production use with measured effect, not pilots or promises.',
    category: 'AI in customer journeys',
    weight: 8,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.8,
    businessOutcomes: [
      'Higher customer satisfaction and loyalty',
      'Improved conversion along key journeys',
      'Differentiated customer proposition',
    ],
    levels: [
      'No AI is used in customer-facing activities.',
      'One pilot, such as a simple chatbot, is running, with no measured effect on customers.',
      'AI supports at least one customer journey in production (for example service, recommendations or onboarding), with its effect on satisfaction or conversion measured.',
      'AI is used across several journeys, chosen from customer research and pain-point data, with results tracked per journey.',
      'Journeys are designed around AI from the start, improvements are measured continuously, and AI-enabled service is a recognised part of your value proposition.',
    ],
  },
  {
    id: 'cx-02',
    allowsNotApplicable: true,
    text: 'How do you use customer data to personalise offers, content or service?',
    explanation:
      'Relevant, timely personalisation is among the most proven sources of AI revenue uplift, provided it rests on good data and is tested rigorously.',
    category: 'Personalisation',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'high',
    roiCorrelation: 0.8,
    businessOutcomes: [
      'Higher conversion and basket size',
      'Lower marketing cost per acquisition',
      'Reduced customer churn',
    ],
    levels: [
      'Every customer receives the same experience.',
      'Broad segments (such as region or customer type) drive a few campaigns.',
      'Rules and propensity models personalise the key touchpoints using behaviour and purchase data.',
      'Models personalise in near real time across channels, and controlled experiments prove the uplift.',
      'Individual-level personalisation is orchestrated across all channels, respects consent and preferences, and is continuously optimised through experimentation.',
    ],
  },
  {
    id: 'cx-03',
    allowsNotApplicable: true,
    text: 'How is AI used in customer service, and how is the hand-over to human agents handled?',
    explanation:
      'Service automation can cut costs and waiting times, or trap customers in loops. The quality of resolution and of the hand-over decides which.',
    category: 'Service automation',
    weight: 7,
    businessImpact: 'high',
    technicalComplexity: 'medium',
    roiCorrelation: 0.7,
    businessOutcomes: [
      'Lower cost per service contact',
      'Shorter waiting and resolution times',
      'Agents freed for complex, high-value cases',
    ],
    levels: [
      'Customer service is fully manual.',
      'A scripted bot or FAQ search handles simple questions, and customers often get stuck in it.',
      'AI resolves defined request types end to end and hands over to an agent, with the conversation context, when it cannot resolve a request.',
      'AI also assists agents with suggested answers and summaries, and containment, resolution and satisfaction are tracked per request type.',
      'Service AI resolves most routine requests across channels with satisfaction equal to or better than human agents, and it learns from agents’ corrections.',
    ],
  },
  {
    id: 'cx-04',
    text: 'Do you analyse customer feedback and interactions at scale to find problems and opportunities?',
    explanation:
      'Calls, chats, reviews and complaints hold early signals of problems and unmet needs. AI makes it possible to listen to all of them instead of a sample.',
    category: 'Voice of the customer',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'medium',
    roiCorrelation: 0.6,
    businessOutcomes: [
      'Problems detected before they escalate',
      'Product decisions grounded in customer evidence',
      'Fewer repeat contacts for the same issue',
    ],
    levels: [
      'Feedback is read occasionally, if at all.',
      'Survey scores are reported, but comments and conversations are not analysed.',
      'Text analytics categorise feedback, reviews and contact reasons, and trends are reported monthly.',
      'All interactions (calls, chats, emails, reviews) are analysed, emerging issues are flagged within days and routed to owners.',
      'Insight from this analysis drives product and service decisions, and a closed loop tells customers what changed as a result.',
    ],
  },
  {
    id: 'cx-05',
    text: 'Can customers control how their data is used for AI, and do you measure their trust in your AI-enabled services?',
    explanation:
      'Customers reward organisations they trust with their data. Meaningful choices about profiling and personalisation, and measuring trust, protect that relationship.',
    category: 'Consent & customer trust',
    weight: 6,
    businessImpact: 'medium',
    technicalComplexity: 'low',
    roiCorrelation: 0.5,
    businessOutcomes: [
      'Higher opt-in rates for data-driven services',
      'Fewer privacy complaints',
      'Durable customer trust in AI features',
    ],
    levels: [
      'Customer consent for AI uses of their data has not been considered.',
      'Generic privacy terms cover AI use, and customers cannot make choices about it.',
      'Consent and preferences for AI uses of data (such as personalisation and profiling) are captured and respected by the systems that use the data.',
      'Customers can easily view and change their choices, and trust in AI interactions is measured through surveys or complaint data.',
      'Trust metrics are tracked alongside commercial ones, customer panels review new AI features before launch, and opt-out rates inform design.',
    ],
  },
]);
