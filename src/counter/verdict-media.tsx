import { ExternalLink } from '../components/icons/ExternalLink';
import { safeImage, safeLink } from '../lib/safe-link';
import './verdict-media.css';

interface VerdictMediaProps {
  imageUrl: string | null;
  imageAlt: string;
  imageClassName?: string;
  /** Offered only when it is an http or https link. */
  url: string | null;
  linkLabel: string;
}

/** A coupon's or card's image and its go-to link, when it has them. */
export function VerdictMedia({
  imageUrl,
  imageAlt,
  imageClassName,
  url,
  linkLabel,
}: VerdictMediaProps) {
  const link = safeLink(url);
  const image = safeImage(imageUrl);
  if (!image && !link) return null;
  return (
    <div className="verdict__media">
      {image && (
        <img
          className={imageClassName ? `verdict__image ${imageClassName}` : 'verdict__image'}
          src={image}
          alt={imageAlt}
          loading="lazy"
        />
      )}
      {link && (
        <a className="button button--ghost" href={link} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          {linkLabel}
        </a>
      )}
    </div>
  );
}
