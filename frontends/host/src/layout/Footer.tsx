import { PRODUCT_NAME, STUDENT_ROUTES } from '@redress/domain';
import { Link, useSiteConfig } from '@redress/web-ui';
import { Brand } from './Brand';

export function Footer() {
  const year = new Date().getFullYear();
  // Only what the operator configured: no address or profile until the settings are read.
  const site = useSiteConfig();
  const supportEmail = site?.supportEmail ?? null;
  const social = site?.social ?? [];
  return (
    <footer className="rd-footer">
      <div className="rd-footer__inner">
        <div className="rd-footer__about">
          <Brand />
          <p className="rd-footer__tagline">
            Clear, independent help for students with university complaints and appeals.
          </p>
          {supportEmail && (
            <p className="rd-footer__contact">
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </p>
          )}
        </div>
        <nav className="rd-footer__column" aria-label="Legal">
          <h2 className="rd-footer__heading">Legal</h2>
          <ul>
            <li>
              <Link to={STUDENT_ROUTES.terms}>Terms of Service</Link>
            </li>
            <li>
              <Link to={STUDENT_ROUTES.privacy}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={STUDENT_ROUTES.dataDeletion}>Data Deletion</Link>
            </li>
          </ul>
        </nav>
        {social.length > 0 && (
          <nav className="rd-footer__column" aria-label="Social media">
            <h2 className="rd-footer__heading">Follow us</h2>
            <ul className="rd-footer__social">
              {social.map((link) => (
                <li key={link.name}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.name}
                    <span className="rd-visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="rd-footer__bottom">
        <p>
          {/* A page prerendered in December and opened in January keeps the year it was built
              in rather than failing to hydrate over one word. */}
          © <span suppressHydrationWarning>{year}</span> {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
