// A picture upload (ID card, business licence): chooses a PNG or JPEG, refuses others and oversize
// files next to the field, and hands the picture on as a data: URL.
import { useState } from 'react';
import { FileInput } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';
import { imageProblem, readImageAsDataUrl } from './read-image-as-data-url';

export function ImageUploadField(props: {
  label: string;
  onImage(dataUrl: string | null): void;
  error?: string | null;
}) {
  const { label, onImage, error } = props;
  const { t } = useI18n();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(next: File | null) {
    setFile(next);
    setProblem(null);
    if (!next) return onImage(null);
    const found = imageProblem(next);
    if (found) {
      setProblem(t(found === 'type' ? 'imageWrongType' : 'imageTooLarge'));
      return onImage(null);
    }
    onImage(await readImageAsDataUrl(next));
  }

  return (
    <FileInput
      label={label}
      placeholder={t('imageChoose')}
      accept="image/png,image/jpeg"
      value={file}
      clearable
      error={problem ?? error ?? undefined}
      onChange={(next) => void choose(next)}
    />
  );
}
