export const KNOWLEDGE_SOURCES = [
  {
    title: 'Website crawler',
    text: 'Point it at your site and it reads your pages, FAQs and policies into the assistant’s knowledge, and keeps them fresh.',
  },
  {
    title: 'Document library',
    text: 'Upload PDFs and Word documents (price lists, manuals, procedures) and the assistant answers from them.',
  },
] as const;

export const INTEGRATIONS = [
  {
    title: 'Website widget',
    text: 'A chat button on every page of your site, in your colours, installed with one line.',
  },
  { title: 'Facebook Messenger', text: 'The same assistant answers your Facebook page’s messages.' },
  { title: 'CRM', text: 'Leads and conversations land in Salesforce, HubSpot, Pipedrive or Zoho.' },
  { title: 'Booking', text: 'Visitors book appointments in the chat, straight into your calendar.' },
  { title: 'Smart knowledge base', text: 'Answers improve from the questions people actually ask.' },
  { title: 'Multi-platform', text: 'Web, mobile and social from one place, with one set of answers.' },
] as const;

export const CASE_STUDIES = [
  {
    title: 'Clinic: 40% fewer no-shows',
    who: 'A multi-site health clinic',
    text: 'Patients book, reschedule and get reminders in the chat at any hour; the front desk answers fewer calls.',
  },
  {
    title: 'Retailer: 35% higher conversion',
    who: 'An online and high-street retailer',
    text: 'Shoppers get sizes, stock and delivery answers at the moment they hesitate, and buy.',
  },
  {
    title: 'Service provider: 60% faster response',
    who: 'A home services company',
    text: 'Every enquiry gets an answer in seconds and a qualified lead reaches the team with its details.',
  },
] as const;

// The codes' labels live with the codes: the admin screens and the CSV export name them the same way.
export {
  WHITELABEL_CRM_LABELS as CRM_LABELS,
  WHITELABEL_INDUSTRY_LABELS as INDUSTRY_LABELS,
  WHITELABEL_VOLUME_LABELS as VOLUME_LABELS,
} from '@readiness/contracts/whitelabel-options';
