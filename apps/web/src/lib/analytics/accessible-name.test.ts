import { describe, expect, it } from 'vitest';
import { accessibleName } from './accessible-name';

const html = (markup: string): Element => {
  document.body.innerHTML = markup;
  return document.body.querySelector('[data-target]') as Element;
};

describe('accessibleName', () => {
  it('prefers aria-labelledby, then aria-label', () => {
    expect(
      accessibleName(
        html(
          '<span id="a">Save</span><span id="b">draft</span><button data-target aria-labelledby="a b" aria-label="x">y</button>',
        ),
      ),
    ).toBe('Save draft');
    expect(accessibleName(html('<button data-target aria-label="Close">×</button>'))).toBe('Close');
  });

  it("uses an input's value, then the text without hidden parts, then the title", () => {
    expect(accessibleName(html('<input data-target type="submit" value="Send" />'))).toBe('Send');
    expect(
      accessibleName(html('<button data-target><i aria-hidden="true">icon</i>  Log\n out </button>')),
    ).toBe('Log out');
    expect(accessibleName(html('<button data-target title="Menu"><i aria-hidden="true"></i></button>'))).toBe(
      'Menu',
    );
    expect(accessibleName(html('<button data-target></button>'))).toBe('');
  });

  it('keeps names short', () => {
    expect(accessibleName(html(`<button data-target>${'a'.repeat(150)}</button>`))).toBe(
      `${'a'.repeat(100)}...`,
    );
  });
});
