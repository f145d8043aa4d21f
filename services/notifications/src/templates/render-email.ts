import mjml2html from 'mjml';

export const PRODUCT_NAME = 'AI Readiness';

/** What one email says, whatever its kind: the layout gives every email the same frame. */
export interface EmailContent {
  subject: string;
  /** The first line a mail client shows beside the subject. */
  preview: string;
  greeting: string;
  /** Plain sentences (escaped when rendered). */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Label/value lines (an amount, an invoice number). */
  facts?: Array<[string, string]>;
  /** Below the action: what to do if the link does not work, how long it lives. */
  notes?: string[];
  /** Why this email was sent: every email says it. */
  reason: string;
}

export interface RenderSettings {
  appOrigin: string;
  supportEmail: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// Light by default; the dark scheme's colours where the client honours prefers-color-scheme. Text and buttons keep
// their contrast in both, and no colour carries meaning alone. No images, so no tracking pixel and nothing to block.
const STYLE = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  .frame { background: #f4f6fb; }
  .card { background: #ffffff; }
  .ink div { color: #1f2937 !important; }
  .muted div { color: #4b5563 !important; }
  @media (prefers-color-scheme: dark) {
    .frame, .frame > div, body { background: #0f172a !important; }
    .card, .card > table, .card td { background: #1e293b !important; }
    .ink div { color: #f1f5f9 !important; }
    .muted div { color: #cbd5e1 !important; }
    .action a, .action td { background: #60a5fa !important; color: #0f172a !important; }
  }
`;

/** An email in MJML, rendered to HTML that mail clients agree on, and its plain-text part saying the same. */
export async function renderEmail(content: EmailContent, settings: RenderSettings): Promise<RenderedEmail> {
  const paragraphs = content.paragraphs
    .map((p) => `<mj-text css-class="ink" font-size="16px" line-height="24px">${escapeHtml(p)}</mj-text>`)
    .join('\n');
  const facts = (content.facts ?? [])
    .map(
      ([label, value]) =>
        `<mj-text css-class="ink" font-size="15px" padding-top="2px" padding-bottom="2px"><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</mj-text>`,
    )
    .join('\n');
  const action = content.action
    ? `<mj-button css-class="action" href="${escapeHtml(content.action.url)}" background-color="#1d4ed8" color="#ffffff" font-size="16px" font-weight="600" border-radius="6px" inner-padding="12px 24px" align="left">${escapeHtml(content.action.label)}</mj-button>
       <mj-text css-class="muted" font-size="13px" line-height="20px">If the button does not work, copy this address into your browser: <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></mj-text>`
    : '';
  const notes = (content.notes ?? [])
    .map((n) => `<mj-text css-class="muted" font-size="14px" line-height="20px">${escapeHtml(n)}</mj-text>`)
    .join('\n');
  const source = `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.preview)}</mj-preview>
    <mj-raw><meta name="color-scheme" content="light dark" /><meta name="supported-color-schemes" content="light dark" /></mj-raw>
    <mj-attributes><mj-all font-family="-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" /></mj-attributes>
    <mj-style>${STYLE}</mj-style>
  </mj-head>
  <mj-body css-class="frame" background-color="#f4f6fb" width="600px">
    <mj-section padding="24px 0 8px"><mj-column>
      <mj-text css-class="ink" font-size="20px" font-weight="700">${escapeHtml(PRODUCT_NAME)}</mj-text>
    </mj-column></mj-section>
    <mj-section css-class="card" background-color="#ffffff" border-radius="8px" padding="16px 8px"><mj-column>
      <mj-text css-class="ink" font-size="16px" line-height="24px">${escapeHtml(content.greeting)}</mj-text>
      ${paragraphs}
      ${facts}
      ${action}
      ${notes}
    </mj-column></mj-section>
    <mj-section padding="16px 0 32px"><mj-column>
      <mj-text css-class="muted" font-size="12px" line-height="18px">${escapeHtml(content.reason)}</mj-text>
      <mj-text css-class="muted" font-size="12px" line-height="18px">Questions? Write to <a href="mailto:${escapeHtml(settings.supportEmail)}">${escapeHtml(settings.supportEmail)}</a> or reply to this email. ${escapeHtml(PRODUCT_NAME)}, <a href="${escapeHtml(settings.appOrigin)}">${escapeHtml(settings.appOrigin.replace(/^https?:\/\//, ''))}</a></mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;
  // No web fonts: mjml would link Google Fonts for a font it knows (Roboto), which asks Google for every email opened.
  const rendered = await mjml2html(source, { validationLevel: 'strict', minify: false, fonts: {} });
  if (rendered.errors.length > 0)
    throw new Error(
      `email template is not valid MJML: ${rendered.errors.map((e) => e.formattedMessage).join('; ')}`,
    );
  return { subject: content.subject, html: rendered.html, text: renderText(content, settings) };
}

/** The plain-text part: the same words, the link written out. */
export function renderText(content: EmailContent, settings: RenderSettings): string {
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  for (const [label, value] of content.facts ?? []) lines.push(`${label}: ${value}`);
  if (content.facts?.length) lines.push('');
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, '');
  for (const note of content.notes ?? []) lines.push(note, '');
  lines.push(
    '--',
    content.reason,
    `Questions? Write to ${settings.supportEmail} or reply to this email.`,
    `${PRODUCT_NAME}, ${settings.appOrigin}`,
  );
  return `${lines.join('\n')}\n`;
}
