import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLink, type Navigation, NavigationProvider } from './navigation';

/** Whether the last click reached the document with its default (following the link) prevented. */
let prevented: boolean | undefined;
const recordClick = (event: MouseEvent) => {
  prevented = event.defaultPrevented;
  // jsdom cannot load another document: stop it from trying.
  event.preventDefault();
};

beforeEach(() => {
  prevented = undefined;
  document.addEventListener('click', recordClick);
});
afterEach(() => document.removeEventListener('click', recordClick));

const renderLink = (props: Partial<Parameters<typeof AppLink>[0]> = {}) => {
  const navigation = { navigate: vi.fn(), prefetch: vi.fn() } satisfies Navigation;
  render(
    <NavigationProvider value={navigation}>
      <AppLink to="/signup" {...props}>
        Create an account
      </AppLink>
    </NavigationProvider>,
  );
  return { ...navigation, link: screen.getByRole('link', { name: 'Create an account' }) };
};

describe('AppLink', () => {
  it('is a real link to the path', () => {
    const { link } = renderLink({ className: 'brand' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/signup');
    expect(link.className).toBe('brand');
  });

  it('a plain click navigates in the page', () => {
    const { link, navigate } = renderLink();
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/signup');
    expect(prevented).toBe(true);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('a click with %s is left to the browser (new tab, window, download)', (_, init) => {
    const { link, navigate } = renderLink();
    fireEvent.click(link, init);
    expect(navigate).not.toHaveBeenCalled();
    expect(prevented).toBe(false);
  });

  it('a link to another target is left to the browser', () => {
    const { link, navigate } = renderLink({ target: '_blank' });
    fireEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
    expect(prevented).toBe(false);
  });

  it("the page's own click handler can keep the navigation from happening", () => {
    const { link, navigate } = renderLink({ onClick: (event) => event.preventDefault() });
    fireEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('pointing at or focusing the link asks for its code in advance', () => {
    const { link, prefetch } = renderLink();
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(prefetch).toHaveBeenCalledWith('/signup');
  });
});
