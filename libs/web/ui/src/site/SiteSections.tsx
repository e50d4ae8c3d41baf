import type { ReactNode } from 'react';
import { Link } from '../router';
import './SiteSections.css';

/**
 * The opening band of the site's own pages (Our Story, Support, Editor Support). Its styles
 * (SiteSections.css) also give those pages their sections, cards, prose and call to action.
 */
export function SiteHero({
  id,
  eyebrow,
  title,
  lead,
  actions,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  eyebrow: ReactNode;
  title: string;
  lead: ReactNode;
  /** Buttons under the lead, if any. */
  actions?: ReactNode;
}) {
  return (
    <section className="rd-site-hero" aria-labelledby={id}>
      <div className="rd-site-hero__inner">
        <p className="rd-site-hero__eyebrow">{eyebrow}</p>
        <h1 id={id} className="rd-site-hero__title">
          {title}
        </h1>
        <p className="rd-site-hero__lead">{lead}</p>
        {actions ? <div className="rd-site-actions">{actions}</div> : null}
      </div>
    </section>
  );
}

export interface SiteCard {
  title: string;
  text: string;
  price?: string;
  /** A button at the foot of the card. */
  action?: { label: string; to: string };
}

/** A titled section of cards, with an optional note under them. */
export function SiteCardSection({
  id,
  title,
  cards,
  note,
}: {
  id: string;
  title: string;
  cards: readonly SiteCard[];
  note?: ReactNode;
}) {
  return (
    <section className="rd-site-section" aria-labelledby={id}>
      <h2 id={id} className="rd-site-section__title">
        {title}
      </h2>
      <ul className="rd-site-cards">
        {cards.map((card) => (
          <li key={card.title}>
            <div className="rd-site-card">
              <h3 className="rd-site-card__title">{card.title}</h3>
              {card.price ? <p className="rd-site-card__price">{card.price}</p> : null}
              <p className="rd-site-card__text">{card.text}</p>
              {card.action ? (
                <Link className="rd-button rd-button--primary" to={card.action.to}>
                  {card.action.label}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {note ? <p className="rd-site-note">{note}</p> : null}
    </section>
  );
}
