import { truncate } from '@parlance/shared';

/** Event properties stay short. */
const MAX_NAME_LENGTH = 100;

const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** The visible text of an element, leaving out what is hidden from assistive technology. */
const textOf = (element: Element): string => {
  let text = '';
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true')
      text += ` ${textOf(node)} `;
  }
  return text;
};

/**
 * A button's accessible name, simplified from the W3C computation: aria-labelledby, then aria-label, then an
 * input's value, then its text, then its title. Enough for the buttons of this app, which all carry one.
 */
export const accessibleName = (element: Element): string => {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = clean(
      labelledBy
        .split(/\s+/)
        .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    if (text) return truncate(text, MAX_NAME_LENGTH);
  }
  const candidates = [
    element.getAttribute('aria-label'),
    element instanceof HTMLInputElement ? element.value : null,
    textOf(element),
    element.getAttribute('title'),
  ];
  for (const candidate of candidates) {
    const text = clean(candidate);
    if (text) return truncate(text, MAX_NAME_LENGTH);
  }
  return '';
};
