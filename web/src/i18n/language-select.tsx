import { Select } from '@mantine/core';
import { LANGUAGES, parseLanguage } from '@ecsign/core/i18n';
import { useI18n } from './i18n-context';

const LANGUAGE_NAMES = { zh: '简体中文', en: 'English', 'zh-TW': '繁體中文' } as const;

export function LanguageSelect() {
  const { language, setLanguage, t } = useI18n();
  return (
    <Select
      aria-label={t('language')}
      size="xs"
      w={{ base: 92, sm: 120 }}
      allowDeselect={false}
      value={language}
      data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
      onChange={(value) => setLanguage(parseLanguage(value))}
    />
  );
}
