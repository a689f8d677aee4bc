// The menu tree of the active account (userMenus) as the shell's navbar: groups open and close,
// leaves go through the router, the current page is marked.
import { NavLink, ScrollArea } from '@mantine/core';
import type { TMenuItem } from '@ecsign/core/session';
import { useI18n } from '../../i18n/i18n-context';
import { useLocation, useNavigate } from '../router';

function containsPath(item: TMenuItem, path: string): boolean {
  return item.path === path || (item.children ?? []).some((child) => containsPath(child, path));
}

function MenuEntry(props: { item: TMenuItem; onNavigate(): void }) {
  const { item, onNavigate } = props;
  const { path } = useLocation();
  const navigate = useNavigate();
  if (item.children) {
    return (
      // A group only opens and closes: a button (an <a> without href may not carry aria-expanded).
      <NavLink
        component="button"
        label={item.name}
        defaultOpened={containsPath(item, path)}
        data-testid={`menu-${item.id}`}
      >
        {item.children.map((child) => (
          <MenuEntry key={child.id} item={child} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  const to = item.path ?? '/home';
  return (
    <NavLink
      label={item.name}
      href={to}
      active={path === to}
      data-testid={`menu-${item.id}`}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
        onNavigate();
      }}
    />
  );
}

export function NavMenu(props: { items: readonly TMenuItem[]; onNavigate(): void }) {
  const { t } = useI18n();
  return (
    <ScrollArea component="nav" aria-label={t('mainMenu')} data-testid="main-menu" p="xs">
      {props.items.map((item) => (
        <MenuEntry key={item.id} item={item} onNavigate={props.onNavigate} />
      ))}
    </ScrollArea>
  );
}
