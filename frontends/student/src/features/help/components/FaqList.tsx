import type { FaqItem } from '@redress/help-content';
import { Link } from '@redress/web-ui';
import { Accordion } from './Accordion';

/** FAQ questions as a single-open accordion; an item's related links follow its answer. */
export function FaqList({
  items,
  headingLevel = 3,
}: {
  items: readonly FaqItem[];
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <Accordion
      headingLevel={headingLevel}
      items={items.map((item) => ({
        id: item.question,
        title: item.question,
        content: (
          <>
            <p>{item.answer}</p>
            {item.relatedLinks?.length ? (
              <ul className="rd-faq__links">
                {item.relatedLinks.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.text}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
