// The three languages of the product (spec item O-languages) in the popup's header.
import { SegmentedControl } from '@mantine/core';
import { LANGUAGES, parseLanguage, type TLanguage } from '@ecsign/core/i18n';

/** Each language named in itself, so a reader finds their own. */
const LANGUAGE_NAMES = { zh: '简体', en: 'EN', 'zh-TW': '繁體' } as const satisfies Record<TLanguage, string>;

export function LanguageSwitch(props: { language: TLanguage; onChange: (language: TLanguage) => void; label: string }) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={props.label}
      value={props.language}
      onChange={(value) => props.onChange(parseLanguage(value))}
      data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
    />
  );
}
