import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { safeDecode } from '../lib/safe-decode';
import './screen.css';

/**
 * Set by the layout once the user has navigated inside the app. A screen that mounts after such a
 * navigation moves focus to its heading, so screen readers announce the new screen; on the first
 * load focus stays where the browser put it.
 */
export const FocusHeadingOnMountContext = createContext(false);

interface ScreenProps {
  title: string;
  lead?: string;
  /**
   * `counter`: the scan-and-verdict layout (the verdict beside the field in landscape); `wide`: a
   * screen of wide tables, given the whole width of the page.
   */
  variant?: 'counter' | 'wide';
  children?: ReactNode;
}

/** A screen's heading, its document title, and its content. */
export function Screen({ title, lead, variant, children }: ScreenProps) {
  const { t } = useTranslation();
  // Read once, on mount: a screen re-rendering must not steal focus from what staff are typing in.
  const focusHeading = useRef(useContext(FocusHeadingOnMountContext));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A link to a section (/settings#demo) should land on that section, not the top.
    const id = window.location.hash.slice(1);
    const decoded = id ? safeDecode(id) : null;
    const section = decoded ? document.getElementById(decoded) : null;
    if (focusHeading.current) heading.current?.focus({ preventScroll: section !== null });
    section?.scrollIntoView();
  }, []);
  return (
    <section
      className={variant ? `screen screen--${variant}` : 'screen'}
      aria-labelledby="screen-title"
    >
      <title>{`${title} · ${t('app.name')}`}</title>
      <h1 id="screen-title" ref={heading} className="screen__title" tabIndex={-1}>
        {title}
      </h1>
      {lead && <p className="screen__lead">{lead}</p>}
      {children}
    </section>
  );
}
