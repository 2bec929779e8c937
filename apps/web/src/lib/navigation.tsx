import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/** Goes to an app path (`/signup`, `/7/home`). */
export type AppNavigate = (to: string, options?: NavigateOptions) => void;

/**
 * How the pages that can be shown without the router (the sign-in page, its layout and the sign-in call) move on.
 * The router's root layout provides its `navigate`; the sign-in page opened first (`app/login-boot.tsx`) provides
 * one that brings the router in. `prefetch` is called when the user points at or focuses a link, so that what the
 * click needs can start loading.
 */
export interface Navigation {
  navigate: AppNavigate;
  prefetch?: (to: string) => void;
}

/** Without a provider (no router, no boot): a full page load, which every path of the app answers. */
const loadPage: Navigation = {
  navigate: (to, { replace = false } = {}) => {
    if (replace) window.location.replace(to);
    else window.location.assign(to);
  },
};

const NavigationContext = createContext<Navigation>(loadPage);

export const NavigationProvider = NavigationContext.Provider;

export const useAppNavigate = (): AppNavigate => useContext(NavigationContext).navigate;

/** A click the browser would handle as "follow the link here" (not a new tab, window or download). */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A real `<a href>` to an app path (keyboard, middle click and "open in new tab" work as for any link); a plain
 * click navigates in the page through the nearest navigation, as React Router's `Link` does.
 */
export const AppLink = ({ to, onClick, onPointerEnter, onFocus, target, ...props }: AppLinkProps) => {
  const { navigate, prefetch } = useContext(NavigationContext);
  return (
    <a
      {...props}
      href={to}
      target={target}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch?.(to);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch?.(to);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
};
