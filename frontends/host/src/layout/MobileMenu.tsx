import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from '@redress/web-ui';
import { AuthButton } from './AuthButton';
import { Brand } from './Brand';
import type { NavItem } from './navigation';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Right-hand slide-in navigation for small screens. A modal dialog: focus moves in, stays in
 * (Tab wraps), Escape or the backdrop closes it, and the page behind does not scroll.
 */
export function MobileMenu({
  items,
  onClose,
  onNavigate,
}: {
  items: readonly NavItem[];
  onClose: () => void;
  onNavigate: () => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Before the panel is painted, so no key pressed once it shows can reach the page behind.
  useLayoutEffect(() => {
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // The keys are caught from the same commit as the focus, before the panel is painted: a
  // passive effect runs after paint, and a Shift+Tab pressed in between left the dialog.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      // Focus that has left the panel (a click on the page behind, a script) is brought back.
      if (!panelRef.current.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Portalled to <body>: the sticky header's backdrop-filter would otherwise become the
  // containing block of this fixed overlay and clip it to the header's height.
  return createPortal(
    <div className="rd-mobile-menu">
      <div className="rd-mobile-menu__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id="rd-mobile-menu"
        className="rd-mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
      >
        <div className="rd-mobile-menu__top">
          <Brand onClick={onNavigate} />
          <button
            ref={closeRef}
            type="button"
            className="rd-mobile-menu__close"
            aria-label="Close menu"
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="rd-mobile-menu__links">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    isActive
                      ? 'rd-mobile-menu__link rd-mobile-menu__link--active'
                      : 'rd-mobile-menu__link'
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="rd-mobile-menu__actions">
          <AuthButton onChoose={onNavigate} className="rd-button--block" />
        </div>
      </div>
    </div>,
    document.body,
  );
}
