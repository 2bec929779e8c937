import { PRODUCT_NAME } from '@parlance/shared';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const linkMail = (subject: string, greeting: string, intro: string, link: string, outro: string) => ({
  subject,
  text: `${greeting}\n\n${intro}\n\n${link}\n\n${outro}\n\n${PRODUCT_NAME}`,
  html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(outro)}</p><p>${PRODUCT_NAME}</p>`,
});

export const passwordResetMail = (name: string, link: string) =>
  linkMail(
    `${PRODUCT_NAME} password reset`,
    `Dear ${name},`,
    'For your account a password reset was requested. Please open this link to set a new password:',
    link,
    'The link works once and for 24 hours. If you did not ask for it, ignore this mail.',
  );

export const invitationMail = (name: string, tenantName: string, link: string) =>
  linkMail(
    `You are invited to ${tenantName} on ${PRODUCT_NAME}`,
    `Dear ${name},`,
    `An account was created for you in ${tenantName}. Please open this link to choose your password:`,
    link,
    'The link works once and for 7 days.',
  );
