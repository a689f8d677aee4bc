// The layout shell (spec item R-root): the header (system name, language, the user menu and logout) and,
// for a logged-in user, the navbar with the menu tree of the active account (userMenus, cached in
// the session and fetched again when the account or the language changes). Routes marked "headers
// hidden" render without header and navbar; "header rows hidden" keep the header but drop the menu
// row (R-auth-person).
import { useEffect, type ReactNode } from 'react';
import { AppShell, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useI18n } from '../../i18n/i18n-context';
import { LanguageSelect } from '../../i18n/language-select';
import { useInterfaceSettings } from '../interface-settings';
import { isReachable } from '../is-reachable';
import { usePortalSession } from '../portal-session';
import { useNavigate } from '../router';
import { NoticeBell } from '../../screens/notice/notice-bell';
import { NavMenu } from './nav-menu';
import { UserMenu } from './user-menu';
import { visibleMenus } from './visible-menus';

export function ShellLayout(props: { hideHeader: boolean; hideHeaderRow?: boolean; children: ReactNode }) {
  const { t, language } = useI18n();
  const { displayName } = useInterfaceSettings();
  const { snapshot, signOut, loadMenus } = usePortalSession();
  const navigate = useNavigate();
  const [navOpened, nav] = useDisclosure(false);
  const user = snapshot.loginUser ? snapshot.activeUser : undefined;
  const accountId = user?.activeAccount.accountId;

  useEffect(() => {
    if (!accountId) return;
    // Without menus the navbar stays empty; every page is still reachable by its address.
    loadMenus().catch(() => undefined);
  }, [accountId, language, loadMenus]);

  const menus = user ? visibleMenus(snapshot.menuList ?? [], (path) => isReachable(path, snapshot)) : [];
  const showHeader = !props.hideHeader;
  const showNavbar = showHeader && !props.hideHeaderRow && menus.length > 0;
  const logout = () => {
    const loginPage = user?.userOwnerType === 'INSIDE' ? '/loginInternal' : '/login';
    void signOut().then(() => navigate(loginPage, { replace: true }));
  };

  return (
    <AppShell
      header={showHeader ? { height: 60 } : undefined}
      navbar={showNavbar ? { width: 220, breakpoint: 'sm', collapsed: { mobile: !navOpened } } : undefined}
      padding="lg"
    >
      {showHeader && (
        <AppShell.Header>
          {/* On a phone (390 px) the system name gives way (one line, an ellipsis) and logout lives in
              the user menu only: nothing in the header wraps or leaves the screen (spec item R-root). */}
          <Group h="100%" px={{ base: 'xs', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
              {showNavbar && (
                <Burger
                  opened={navOpened}
                  onClick={nav.toggle}
                  hiddenFrom="sm"
                  size="sm"
                  aria-label={t('toggleMenu')}
                />
              )}
              <Text
                fw={700}
                c="red.8"
                truncate="end"
                title={displayName}
                style={{ cursor: 'pointer', minWidth: 0 }}
                onClick={() => navigate('/home')}
                data-testid="header-system-name"
              >
                {displayName}
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              <LanguageSelect />
              {user && (
                <>
                  <NoticeBell />
                  <UserMenu user={user} accountCentre={isReachable('/account/index', snapshot)} onLogout={logout} />
                  <Button variant="subtle" size="xs" onClick={logout} visibleFrom="sm">
                    {t('logout')}
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </AppShell.Header>
      )}
      {showNavbar && (
        <AppShell.Navbar>
          <NavMenu items={menus} onNavigate={nav.close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main>{props.children}</AppShell.Main>
    </AppShell>
  );
}
