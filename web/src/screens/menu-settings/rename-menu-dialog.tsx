// Renames one menu entry in all three languages (each 1–20 characters, as the server checks).
import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { MENU_NAME_MAX_LENGTH, type TMenuSettingNode } from '@ecsign/core/model';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { useI18n } from '../../i18n/i18n-context';

type TTitle = TMenuSettingNode['defaultTitle'];

export function RenameMenuDialog(props: {
  node: TMenuSettingNode | null;
  onClose(): void;
  onSave(title: TTitle): void;
}) {
  const { t, language } = useI18n();
  const { node } = props;
  const [title, setTitle] = useState<TTitle>({ zh: '', en: '', 'zh-TW': '' });
  useEffect(() => {
    if (node) setTitle(node.title ?? node.defaultTitle);
  }, [node]);
  const complete = Object.values(title).every((name) => name.trim().length > 0);
  const fields = [
    ['zh', 'menuNameZh'],
    ['en', 'menuNameEn'],
    ['zh-TW', 'menuNameZhTW'],
  ] as const;
  return (
    <AppDialog opened={node !== null} onClose={props.onClose} title={t('menuRename')}>
      {node && (
        <Stack gap="sm" data-testid="rename-menu-dialog">
          <Text size="sm" c="dimmed">
            {t('menuDefaultName', { name: node.defaultTitle[language] })}
          </Text>
          {fields.map(([lang, label]) => (
            <TextInput
              key={lang}
              label={t(label)}
              value={title[lang]}
              maxLength={MENU_NAME_MAX_LENGTH}
              onChange={(event) => setTitle({ ...title, [lang]: event.currentTarget.value })}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button disabled={!complete} onClick={() => props.onSave(title)} data-testid="rename-menu-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppDialog>
  );
}
