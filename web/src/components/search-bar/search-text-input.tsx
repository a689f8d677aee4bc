// A text input of the search bar. It keeps only letters, digits and Chinese characters (spec item V-search-text),
// except while an input method is composing: the pinyin being typed must not be cut short.
import { useRef } from 'react';
import { TextInput } from '@mantine/core';
import { sanitizeSearchInput } from '@ecsign/core/validation';

export function SearchTextInput(props: {
  label: string;
  placeholder: string;
  value: string;
  keepAllCharacters?: boolean;
  onChange(value: string): void;
}) {
  const { label, placeholder, value, keepAllCharacters, onChange } = props;
  const composing = useRef(false);
  const keep = (text: string) => (keepAllCharacters ? text : sanitizeSearchInput(text));
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={value}
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={(event) => {
        composing.current = false;
        onChange(keep(event.currentTarget.value));
      }}
      onChange={(event) => onChange(composing.current ? event.currentTarget.value : keep(event.currentTarget.value))}
    />
  );
}
