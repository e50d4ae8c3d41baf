import { NavLink, useAuth, useLocation } from '@redress/web-ui';
import { useEffect, useRef, useState } from 'react';
import { AuthButton } from './AuthButton';
import { Brand } from './Brand';
import { HEADER_SHRINK_SCROLL_PX } from './headerScroll';
import { MobileMenu } from './MobileMenu';
import { NAV_ITEMS } from './navigation';

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

export function Header() {
  const scrolled = useScrolledPast(HEADER_SHRINK_SCROLL_PX);
  const { isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  // The menu remembers the path it was opened on: any navigation closes it without an effect.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const items = NAV_ITEMS.filter((item) => !item.signedInOnly || isAuthenticated);

  return (
    <header className={scrolled ? 'rd-header rd-header--scrolled' : 'rd-header'}>
      <div className="rd-header__inner">
        <Brand />
        <nav className="rd-header__nav" aria-label="Main">
          <ul className="rd-header__links">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    isActive ? 'rd-header__link rd-header__link--active' : 'rd-header__link'
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="rd-header__actions">
          <AuthButton />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="rd-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="rd-mobile-menu"
          aria-label="Open menu"
          onClick={() => setMenuOpenedAt(pathname)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
      </div>
      {menuOpen ? (
        <MobileMenu
          items={items}
          onClose={() => {
            setMenuOpenedAt(null);
            toggleRef.current?.focus();
          }}
          onNavigate={() => setMenuOpenedAt(null)}
        />
      ) : null}
    </header>
  );
}
