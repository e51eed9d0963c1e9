import type { Language } from '@shop/contract';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailBusiness {
  name: string;
  address: string;
  phone: string;
  email: string;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML; every value put into a mail body goes through it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

const footer: Record<Language, (b: MailBusiness) => string> = {
  en: (b) => `${b.name} · ${b.address} · ${b.phone} · ${b.email}`,
  fr: (b) => `${b.name} · ${b.address} · ${b.phone} · ${b.email}`,
};

/**
 * Wraps paragraphs (plain text) into the text and HTML bodies of one e-mail, with the
 * business's details as the footer, so every template looks the same.
 */
export function layout(
  language: Language,
  business: MailBusiness,
  subject: string,
  paragraphs: string[],
): RenderedMail {
  const foot = footer[language](business);
  const text = [...paragraphs, '', '--', foot].join('\n\n');
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('');
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:600px;margin:0 auto;padding:24px">${body}<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0"><p style="font-size:12px;color:#6b7280">${escapeHtml(foot)}</p></body></html>`;
  return { subject, text, html };
}
