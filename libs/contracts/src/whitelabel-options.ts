// The white-label offer's codes and labels: plain constants, no zod, so that /whitelabel-deployment (where a
// signed-out visitor may land) shows and fills its form without the schemas of whitelabel.ts, which it loads when
// its plans come or the form is sent (issue 26). whitelabel.ts re-exports them, and chat.ts with it.

export const WHITELABEL_PLAN_IDS = ['entry', 'grow', 'scale'] as const;

/** How soon an assistant is live after the request. */
export const WHITELABEL_LAUNCH_TIME = '24-48 hours';

export const WHITELABEL_INDUSTRIES = [
  'healthcare',
  'retail',
  'ecommerce',
  'professional-services',
  'manufacturing',
  'other',
] as const;
export const WHITELABEL_CRMS = ['salesforce', 'hubspot', 'pipedrive', 'zoho', 'custom', 'none'] as const;
export const WHITELABEL_VOLUMES = ['under-500', '500-2000', '2000-5000', 'over-5000'] as const;
export const WHITELABEL_REQUEST_TYPES = ['deployment', 'demo'] as const;

export const WHITELABEL_INDUSTRY_LABELS: Record<(typeof WHITELABEL_INDUSTRIES)[number], string> = {
  healthcare: 'Healthcare',
  retail: 'Retail',
  ecommerce: 'E-commerce',
  'professional-services': 'Professional services',
  manufacturing: 'Manufacturing',
  other: 'Other',
};
export const WHITELABEL_CRM_LABELS: Record<(typeof WHITELABEL_CRMS)[number], string> = {
  salesforce: 'Salesforce',
  hubspot: 'HubSpot',
  pipedrive: 'Pipedrive',
  zoho: 'Zoho',
  custom: 'Custom CRM',
  none: 'No CRM',
};
export const WHITELABEL_VOLUME_LABELS: Record<(typeof WHITELABEL_VOLUMES)[number], string> = {
  'under-500': 'Under 500 conversations',
  '500-2000': '500 - 2,000 conversations',
  '2000-5000': '2,000 - 5,000 conversations',
  'over-5000': 'Over 5,000 conversations',
};
export const WHITELABEL_REQUEST_TYPE_LABELS: Record<(typeof WHITELABEL_REQUEST_TYPES)[number], string> = {
  deployment: 'Deployment',
  demo: 'Demo',
};
