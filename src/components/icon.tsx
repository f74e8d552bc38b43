import { createElement, type SVGProps } from 'react';

/** An icon's drawing as lucide draws it on its 24 × 24 grid: SVG elements and their attributes. */
export type IconDrawing = readonly (readonly [tag: string, attributes: Record<string, string>])[];

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

const hasA11yProp = (props: IconProps): boolean =>
  Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null,
  );

/**
 * An icon component drawing `drawing` the way lucide-react draws its icons (its default
 * attributes, its `lucide lucide-<name>` classes, given as `classes`, hidden from assistive technology unless given a
 * name), without lucide-react's component code on the counter's first load (decision 0023). The
 * drawings come from lucide-react itself (icons/<Name>.ts, generated).
 */
export function icon(classes: string, drawing: IconDrawing): IconComponent {
  return function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${classes} ${className}` : classes}
        aria-hidden={hasA11yProp(props) ? undefined : 'true'}
        {...props}
      >
        {drawing.map(([tag, attributes], index) =>
          createElement(tag, { key: index, ...attributes }),
        )}
      </svg>
    );
  };
}
