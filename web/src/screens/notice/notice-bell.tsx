// The header's notice bell: the unread count as a badge; a click opens the notice centre.
import { Button, Indicator } from '@mantine/core';
import { useNavigate } from '../../app/router';
import { BellIcon } from '../../components/bell-icon/bell-icon';
import { useI18n } from '../../i18n/i18n-context';
import { useUnreadCount } from './use-unread-count';

export function NoticeBell() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const count = useUnreadCount(true);
  const total = count?.total ?? 0;
  return (
    <Indicator
      label={total > 99 ? '99+' : total}
      size={16}
      disabled={total === 0}
      color="red"
      offset={4}
      data-testid="notice-bell-count"
      data-count={total}
    >
      <Button
        variant="subtle"
        size="xs"
        onClick={() => navigate('/notice/index')}
        aria-label={total ? t('noticeUnreadBadge', { count: total }) : t('noticeBell')}
        data-testid="notice-bell"
        leftSection={<BellIcon />}
      >
        {t('noticeBell')}
      </Button>
    </Indicator>
  );
}
