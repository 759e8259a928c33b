import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useMe } from '../../features/auth/api/get-me';
import { safeStorage } from '../../lib/storage-keys';
import { useIsMobile } from '../../lib/use-media-query';
import { DashboardHeader } from './dashboard-header';
import { Sidebar } from './sidebar';
import { useSidebarProject } from './use-sidebar-project';

/** localStorage: whether the desktop sidebar is collapsed ('true' or 'false'). */
export const SIDEBAR_COLLAPSED_KEY = 'sidebarCollapsed';
const readCollapsed = () => safeStorage('local')?.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';

/**
 * The signed-in frame: sidebar, header and the page. On desktop the sidebar sits beside
 * the content, 256 px wide or 80 px collapsed (remembered); under 768 px it is off-canvas and opens
 * over the whole screen, closing on a followed link, Escape, the close button or a left swipe.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const project = useSidebarProject();
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Crossing the breakpoint closes the mobile sidebar, so it never reappears open by surprise.
  const [wasMobile, setWasMobile] = useState(isMobile);
  if (wasMobile !== isMobile) {
    setWasMobile(isMobile);
    setMobileOpen(false);
  }
  const overlayOpen = isMobile && mobileOpen;
  const expanded = isMobile ? mobileOpen : !collapsed;

  // Closing with the button, Escape or a swipe hands focus back to the toggle (once the page is no longer inert).
  const focusToggleOnClose = useRef(false);
  const closeOverlay = () => {
    focusToggleOnClose.current = true;
    setMobileOpen(false);
  };

  const toggleSidebar = () => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    const next = !collapsed;
    setCollapsed(next);
    safeStorage('local')?.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
  };

  useEffect(() => {
    if (!overlayOpen) {
      if (focusToggleOnClose.current) toggleRef.current?.focus();
      focusToggleOnClose.current = false;
      return;
    }
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      focusToggleOnClose.current = true;
      setMobileOpen(false);
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [overlayOpen]);

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-60 focus:rounded-md focus:bg-surface-raised focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <Sidebar
        mode={isMobile ? 'mobile' : 'desktop'}
        expanded={expanded}
        access={{
          subscriptionPlan: me?.profile.subscriptionPlan ?? 'FREE',
          availableCredits: me?.profile.availableCredits ?? 0,
          ownsKits: me?.profile.ownsKits ?? false,
          isAdmin: me?.user.role === 'admin',
        }}
        project={project}
        onNavigate={() => setMobileOpen(false)}
        onClose={closeOverlay}
        closeButtonRef={closeRef}
      />
      {/* While the mobile sidebar covers the screen, the page behind it is out of reach. */}
      <div className="flex min-w-0 flex-1 flex-col" inert={overlayOpen}>
        <DashboardHeader
          me={me}
          mode={isMobile ? 'mobile' : 'desktop'}
          sidebarExpanded={expanded}
          onToggleSidebar={toggleSidebar}
          toggleRef={toggleRef}
        />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
